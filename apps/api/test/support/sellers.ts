import { randomUUID } from 'node:crypto';
import { createBrand, createProduct } from '@nidra/api/catalog/testing';
import { createUser, type UserFixture } from '@nidra/api/identity/testing';
import { Merchant } from '@nidra/api/merchants';
import { gstinFor } from '@nidra/api/merchants/testing';
import { MerchantStatus, Role } from '@nidra/shared/contracts';
import type { TestApp } from './shop-app';

export { gstinFor };

/** Where a test seller does business, by state: a city and pincode there. */
const PLACES: Record<string, { city: string; pincode: string }> = {
  '29': { city: 'Mysuru', pincode: '570001' },
  '27': { city: 'Pune', pincode: '411001' },
  '07': { city: 'New Delhi', pincode: '110020' },
};

export interface TestSeller {
  merchant: Merchant;
  user: UserFixture;
  gstin: string;
  /** A pillow of the seller's own brand at this price (before tax), at 18 %. */
  product: (pricePaise: number) => ReturnType<typeof createProduct>;
}

/**
 * An approved merchant, its user and a brand of its own; with `complete` (the default) its business details
 * are complete, through the API as the merchant fills them in, so its items are invoiced in its name.
 */
export async function createSeller(t: TestApp, stateCode: string, prefix: string, pan: string, complete = true): Promise<TestSeller> {
  const em = t.orm.em.fork();
  const merchant = em.create(Merchant, {
    name: `Seller ${prefix}`,
    email: `seller-${randomUUID().slice(0, 8)}@example.in`,
    phoneNumber: '9876543210',
    brand: `Brand ${prefix}`,
    business: 'Pillows and bedding made in India.',
    status: MerchantStatus.Approved,
  });
  await em.flush();
  const user = await createUser(t, { role: Role.Merchant, merchantId: merchant.id });
  const gstin = gstinFor(stateCode, pan);
  const place = PLACES[stateCode] ?? { city: 'Bengaluru', pincode: '560001' };
  await t
    .http()
    .put('/api/merchant/business')
    .set('authorization', user.token)
    .send({
      legalName: `${prefix} Sleep Private Limited`,
      gstin,
      pan,
      address: '4 Industrial Estate',
      city: place.city,
      stateCode,
      pincode: place.pincode,
      invoicePrefix: prefix,
      ...(complete && { bank: { accountName: `${prefix} Sleep`, accountNumber: '123456789012', ifsc: 'HDFC0001234' } }),
    })
    .expect(200);
  const brand = await createBrand(t, { merchantId: merchant.id, name: `Brand ${prefix} ${randomUUID().slice(0, 4)}` });
  return {
    merchant,
    user,
    gstin,
    product: (pricePaise) => createProduct(t, { name: `Cloud Pillow ${randomUUID().slice(0, 6)}`, pricePaise, gstRate: 18, quantity: 20, brand }),
  };
}
