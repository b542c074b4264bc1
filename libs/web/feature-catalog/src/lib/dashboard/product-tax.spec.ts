import { ProductMessage } from '@nidra/shared/contracts';
import { NEW_PRODUCT_TAX, productTaxFields, productTaxFormEntries, productTaxValues, taxFieldOfMessage, validateProductTax } from './product-tax';

const bedsheet = { hsn: '6304', gstRate: '5', gstAbovePrice: '2500', gstAboveRate: '18', uqc: 'PCS' };

describe('a product’s tax fields', () => {
  it('take the rates in force, a higher rate above a price or none, and a unit', () => {
    expect(validateProductTax(NEW_PRODUCT_TAX)).toEqual({});
    expect(validateProductTax(bedsheet)).toEqual({});
    expect(productTaxFields(bedsheet)).toEqual({ hsn: '6304', gstRate: 5, gstRateAbove: { unitPrice: 2500, rate: 18 }, uqc: 'PCS' });
    expect(productTaxFields(NEW_PRODUCT_TAX)).toEqual({ hsn: '9404', gstRate: null, gstRateAbove: null, uqc: 'NOS' });
    expect(productTaxFormEntries(bedsheet)).toEqual([
      ['hsn', '6304'],
      ['gstRate', '5'],
      ['gstRateAbove', '{"unitPrice":2500,"rate":18}'],
      ['uqc', 'PCS'],
    ]);
    expect(productTaxFormEntries(NEW_PRODUCT_TAX)).toContainEqual(['gstRateAbove', '']);
  });

  it('refuse a retired rate, and a higher rate without its price or rate, with the server’s words', () => {
    expect(validateProductTax({ ...bedsheet, gstRate: '12' })).toEqual({ gstRate: ProductMessage.gstRateInvalid });
    expect(validateProductTax({ ...bedsheet, gstRate: '28', hsn: '94' })).toEqual({ gstRate: ProductMessage.gstRateInvalid, hsn: ProductMessage.hsnInvalid });
    for (const pair of [
      { gstAbovePrice: '2500', gstAboveRate: '' },
      { gstAbovePrice: '', gstAboveRate: '18' },
      { gstAbovePrice: '0.5', gstAboveRate: '18' },
      { gstAbovePrice: '2500.125', gstAboveRate: '18' },
      { gstAbovePrice: '₹2,500', gstAboveRate: '18' },
      { gstAbovePrice: '2500', gstAboveRate: '12' },
    ]) {
      expect(validateProductTax({ ...bedsheet, ...pair })).toEqual({ gstAbovePrice: ProductMessage.gstRateAboveInvalid });
    }
  });

  it('fill the form from a product, a retired rate as it is', () => {
    expect(productTaxValues({ hsn: '9404', gstRate: 12, gstRateAbove: null, uqc: 'NOS' })).toEqual({ ...NEW_PRODUCT_TAX, gstRate: '12' });
    expect(productTaxValues({ hsn: '6304', gstRate: 5, gstRateAbove: { unitPrice: 2500, rate: 18 }, uqc: 'PCS' })).toEqual(bedsheet);
  });

  it('show each refusal of the server at its field', () => {
    expect(taxFieldOfMessage(ProductMessage.gstRateAboveInvalid)).toBe('gstAbovePrice');
    expect(taxFieldOfMessage(ProductMessage.uqcInvalid)).toBe('uqc');
    expect(taxFieldOfMessage(ProductMessage.gstRateInvalid)).toBe('gstRate');
    expect(taxFieldOfMessage(ProductMessage.nameRequired)).toBeUndefined();
  });
});
