import { InvalidInput } from '@nidra/api/core';
import { ProductCsvMessage } from '@nidra/shared/contracts';
import { readProductCsv } from './product-csv-file';

const read = (text: string) => readProductCsv(Buffer.from(text, 'utf8'));
const refusal = (text: string) => {
  try {
    read(text);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidInput);
    return (error as Error).message;
  }
  throw new Error('The file was read.');
};

describe('reading a product file', () => {
  it('names cells by the header, in any order and letter case, ignoring unknown columns and empty cells', () => {
    expect(read('\uFEFFPrice,notes,SKU,gstrate\r\n1899,call back,ORTHO-8,\r\n')).toEqual([{ row: 2, cells: { price: '1899', sku: 'ORTHO-8' } }]);
  });

  it('takes quoted commas, quotes and line breaks, and LF line ends', () => {
    expect(read('sku,name\nA,"Coir ""Classic"", 6\ninch"\nB, Latex \n')).toEqual([
      { row: 2, cells: { sku: 'A', name: 'Coir "Classic", 6\ninch' } },
      { row: 3, cells: { sku: 'B', name: 'Latex' } },
    ]);
  });

  it("takes off the export's mark on a text a spreadsheet would run", () => {
    expect(read(`sku,name\r\nA,"'=SUM(1,2)"\r\nB,'Quoted'\r\n`)).toEqual([
      { row: 2, cells: { sku: 'A', name: '=SUM(1,2)' } },
      { row: 3, cells: { sku: 'B', name: "'Quoted'" } },
    ]);
  });

  it('skips blank rows but keeps counting them, and refuses a row of another length by its number', () => {
    expect(read('sku,name\r\n\r\n,\r\nA,Ortho\r\nB\r\n')).toEqual([
      { row: 4, cells: { sku: 'A', name: 'Ortho' } },
      { row: 5, error: ProductCsvMessage.cellCount(1, 2) },
    ]);
  });

  it.each([
    ['', ProductCsvMessage.empty],
    ['\uFEFF \r\n', ProductCsvMessage.empty],
    ['name,price\r\nOrtho,10\r\n', ProductCsvMessage.skuColumnMissing],
    ['sku,name\r\n', ProductCsvMessage.noRows],
    ['sku,Sku\r\nA,B\r\n', ProductCsvMessage.columnTwice('sku')],
    ['sku,name\r\nA,x"y\r\n', ProductCsvMessage.unreadable(2)],
    ['sku\r\nA\u0000\r\n', ProductCsvMessage.notText],
    [`sku\n${'A\n'.repeat(10_001)}`, ProductCsvMessage.tooManyRows],
  ])('refuses %j as a whole', (text, message) => {
    expect(refusal(text)).toBe(message);
  });

  it('refuses bytes that are not UTF-8, and no file at all', () => {
    expect(() => readProductCsv(Buffer.from([0x73, 0x6b, 0x75, 0x0a, 0xc3, 0x28]))).toThrow(ProductCsvMessage.notText);
    expect(() => readProductCsv(undefined)).toThrow(ProductCsvMessage.fileRequired);
  });
});
