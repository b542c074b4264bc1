import { ProductCsvMessage, ProductMessage } from '@nidra/shared/contracts';
import { planRow, type KnownProduct } from './import-row';

const brands = new Map([['sleepwell', 'brand-1']]);
const known: KnownProduct = {
  id: 'product-1',
  name: 'Ortho 8',
  description: 'Firm support.',
  pricePaise: 105_000,
  quantity: 40,
  taxable: true,
  hsn: '9404',
  gstRate: null,
  isActive: true,
  brandId: null,
};

describe('planning an imported row', () => {
  it('creates a new sku with the form defaults: taxable, active, HSN 9404, the shop rate', () => {
    expect(planRow({ sku: ' NEW-1', name: 'Pillow', description: 'Soft.', price: '499.5', quantity: '3', brand: 'SleepWell' }, undefined, brands)).toEqual({
      kind: 'create',
      sku: 'NEW-1',
      fields: { name: 'Pillow', description: 'Soft.', pricePaise: 49_950, quantity: 3, taxable: true, hsn: '9404', gstRate: null, isActive: true, brandId: 'brand-1' },
    });
  });

  it('changes only what differs from a known product', () => {
    expect(planRow({ sku: 'C-1', price: '1050', gstRate: '18', isActive: '0', taxable: '1' }, known, brands)).toEqual({
      kind: 'update',
      id: 'product-1',
      changes: { gstRate: 18, isActive: false },
    });
    expect(planRow({ sku: 'C-1' }, known, brands)).toEqual({ kind: 'update', id: 'product-1', changes: {} });
  });

  it('says everything wrong with a row in one sentence after another', () => {
    expect(planRow({ sku: 'C-1', taxable: 'maybe', brand: 'nobody', quantity: '-1', hsn: '12' }, known, brands)).toEqual({
      kind: 'refused',
      error: [ProductCsvMessage.flag('Taxable'), ProductCsvMessage.brandUnknown('nobody'), ProductMessage.quantityWhole, ProductMessage.hsnInvalid].join(' '),
    });
    expect(planRow({ sku: 'NEW-2', name: 'Pillow' }, undefined, brands)).toEqual({
      kind: 'refused',
      error: [ProductMessage.descriptionRequired, ProductMessage.quantityRequired, ProductMessage.priceRequired].join(' '),
    });
  });

  it.each([
    [{ price: '0x10' }, ProductMessage.priceNotNumber],
    [{ price: '1e3' }, ProductMessage.priceNotNumber],
    [{ price: 'abc' }, ProductMessage.priceNotNumber],
    [{ price: 'Infinity' }, ProductMessage.priceNotNumber],
    [{ price: '12.345' }, ProductMessage.priceNotNumber],
    [{ quantity: '0x10' }, ProductMessage.quantityWhole],
    [{ quantity: '1e3' }, ProductMessage.quantityWhole],
    [{ gstRate: '0x12' }, ProductMessage.gstRateInvalid],
    [{ taxable: 'yes' }, ProductCsvMessage.flag('Taxable')],
    [{ taxable: 'true' }, ProductCsvMessage.flag('Taxable')],
    [{ isActive: 'no' }, ProductCsvMessage.flag('Active')],
  ])('refuses the cell %j as the export never writes it: %s', (cells, message) => {
    expect(planRow({ sku: 'C-1', ...cells }, known, brands)).toEqual({ kind: 'refused', error: message });
  });

  it('takes the cells as the export writes them', () => {
    expect(planRow({ sku: 'C-1', price: '1099.5', quantity: '7', taxable: '0', isActive: '1', gstRate: '40' }, known, brands)).toEqual({
      kind: 'update',
      id: 'product-1',
      changes: { pricePaise: 109_950, quantity: 7, taxable: false, gstRate: 40 },
    });
  });
});
