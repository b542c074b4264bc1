import { randomUUID } from 'node:crypto';
import { Brand } from '@nidra/api/catalog';
import { createBrand } from '@nidra/api/catalog/testing';
import { createOneOfEachRole, createUser, type UserFixture } from '@nidra/api/identity/testing';
import { countStatements, useTestApp, type TestApp } from '@nidra/api/testing';
import {
  MerchantBusinessMessage,
  MerchantMessage,
  Role,
  type MerchantBusinessRequest,
} from '@nidra/shared/contracts';
import { Merchant, MERCHANTS_CONTEXT, SellerDirectory } from '../src';
import { createMerchant, gstinFor } from '../testing';
import { MerchantBusiness } from '../src/lib/business/merchant-business.entity';

const GSTIN = gstinFor('29', 'AAPFU0939F');

/** The seller's fields as saved and read back. */
const SELLER = {
  legalName: 'Kerala Coir Works Private Limited',
  gstin: GSTIN,
  pan: 'AAPFU0939F',
  address: '14 Beach Road, Kalavoor',
  city: 'Alappuzha',
  stateCode: '29',
  pincode: '688522',
  invoicePrefix: 'KCW',
};

const details = (overrides: Partial<MerchantBusinessRequest> = {}): MerchantBusinessRequest => ({
  ...SELLER,
  joinsShopSales: true,
  bank: { accountName: 'Kerala Coir Works Pvt Ltd', accountNumber: '001234567890', ifsc: 'HDFC0001234' },
  ...overrides,
});

interface SellerFixture {
  merchant: Merchant;
  user: UserFixture;
}

describe('merchant business details', () => {
  const t = useTestApp(() => ({ contexts: [MERCHANTS_CONTEXT] }));
  beforeEach(() => t.reset());

  /** An approved merchant and its signed-in account. */
  async function createSeller(t: TestApp, brand = 'Kerala Coir Works'): Promise<SellerFixture> {
    const merchant = await createMerchant(t, { brand });
    const user = await createUser(t, { role: Role.Merchant, merchantId: merchant.id });
    return { merchant, user };
  }

  const save = (seller: SellerFixture, body: object) =>
    t.http().put('/api/merchant/business').set('authorization', seller.user.token).send(body);
  const stored = (seller: SellerFixture) => t.orm.em.fork().findOne(MerchantBusiness, { merchant: seller.merchant.id });

  it('answers a merchant that saved nothing with empty, incomplete details at the shop’s commission', async () => {
    const seller = await createSeller(t);
    const res = await t.http().get('/api/merchant/business').set('authorization', seller.user.token).expect(200);
    expect(res.body).toEqual({
      business: {
        merchantId: seller.merchant.id,
        legalName: null,
        gstin: null,
        pan: null,
        address: null,
        city: null,
        stateCode: null,
        pincode: null,
        invoicePrefix: null,
        joinsShopSales: false,
        commissionRate: 10,
        commissionIsDefault: true,
        bank: { accountName: null, accountNumber: null, ifsc: null },
        complete: false,
        missing: ['legal name', 'GSTIN', 'PAN', 'address', 'city', 'state', 'pincode', 'invoice prefix', 'bank account'],
      },
    });
    expect(await stored(seller)).toBeNull();
  });

  it('lets each route be used only by whom it is for', async () => {
    const { member, merchant: merchantWithoutRecord, admin } = await createOneOfEachRole(t);
    const seller = await createSeller(t);
    const other = await createSeller(t, 'Other Brand');
    const call = (method: 'get' | 'put', path: string, who?: UserFixture, body: object = {}) => {
      const request = t.http()[method](`/api/merchant/${path}`);
      if (who) request.set('authorization', who.token);
      return method === 'put' ? request.send(body) : request;
    };
    const routes: Array<['get' | 'put', string, object?]> = [
      ['get', 'business'],
      ['put', 'business', { city: 'Kochi' }],
      ['get', `${seller.merchant.id}/business`],
      ['put', `${seller.merchant.id}/commission`, { rate: 12 }],
    ];
    for (const [method, path, body] of routes) {
      expect((await call(method, path, undefined, body)).status).toBe(401);
      expect((await call(method, path, member, body)).status).toBe(403);
    }
    // Administrators have no business details of their own; a merchant sets no commission.
    expect((await call('get', 'business', admin)).status).toBe(403);
    expect((await call('put', 'business', admin, { city: 'Kochi' })).status).toBe(403);
    expect((await call('put', `${seller.merchant.id}/commission`, seller.user, { rate: 1 })).status).toBe(403);

    // A merchant reads its own by id; another merchant's is as absent as one that does not exist.
    await save(seller, details()).expect(200);
    expect((await call('get', `${seller.merchant.id}/business`, seller.user).expect(200)).body.business.legalName).toBe(
      'Kerala Coir Works Private Limited',
    );
    expect((await call('get', `${seller.merchant.id}/business`, other.user).expect(404)).body).toEqual({ error: MerchantMessage.notFound });
    expect((await call('get', `${other.merchant.id}/business`, other.user).expect(200)).body.business.complete).toBe(false);
    expect((await call('get', `${seller.merchant.id}/business`, admin).expect(200)).body.business.complete).toBe(true);
    for (const path of [`${randomUUID()}/business`, 'not-an-id/business']) {
      expect((await call('get', path, admin).expect(404)).body).toEqual({ error: expect.any(String) });
    }
    expect((await call('put', `${randomUUID()}/commission`, admin, { rate: 5 }).expect(404)).body).toEqual({ error: MerchantMessage.notFound });
    // A merchant account whose merchant record is gone has no details to save.
    expect((await call('put', 'business', merchantWithoutRecord, { city: 'Kochi' }).expect(404)).body).toEqual({ error: MerchantMessage.notFound });
  });

  it('stores complete details, masks the account number on every read and keeps it when the mask comes back', async () => {
    const seller = await createSeller(t);
    const { admin } = await createOneOfEachRole(t);
    const saved = await save(seller, details()).expect(200);
    const expected = {
      merchantId: seller.merchant.id,
      ...SELLER,
      joinsShopSales: true,
      commissionRate: 10,
      commissionIsDefault: true,
      bank: { accountName: 'Kerala Coir Works Pvt Ltd', accountNumber: 'XXXXXX7890', ifsc: 'HDFC0001234' },
      complete: true,
      missing: [],
    };
    expect(saved.body).toEqual({ success: true, message: MerchantBusinessMessage.saved, business: expected });
    const own = await t.http().get('/api/merchant/business').set('authorization', seller.user.token).expect(200);
    const asAdmin = await t.http().get(`/api/merchant/${seller.merchant.id}/business`).set('authorization', admin.token).expect(200);
    expect([own.body, asAdmin.body]).toEqual([{ business: expected }, { business: expected }]);
    expect(JSON.stringify([saved.body, own.body, asAdmin.body])).not.toContain('001234567890');
    expect((await stored(seller))?.bankAccountNumber).toBe('001234567890');

    // The form sends back what it read: the masked number keeps the stored one.
    await save(seller, { ...details(), city: 'Kochi', bank: { ...saved.body.business.bank } }).expect(200);
    expect(await stored(seller)).toEqual(expect.objectContaining({ city: 'Kochi', bankAccountNumber: '001234567890' }));
    // A mask that is not the stored number's is no number at all.
    expect((await save(seller, { bank: { accountNumber: 'XXXXXX1111' } }).expect(400)).body).toEqual({
      error: MerchantBusinessMessage.accountNumberInvalid,
    });
    // A new account replaces the old; codes are taken in any case, with spaces.
    await save(seller, { bank: { accountNumber: '5010 0123 4567 89', ifsc: 'icic0004321' } }).expect(200);
    expect(await stored(seller)).toEqual(expect.objectContaining({ bankAccountNumber: '50100123456789', bankIfsc: 'ICIC0004321' }));
  });

  it('saves a draft in pieces: what is given is stored, what is left out is kept, null clears', async () => {
    const seller = await createSeller(t);
    const first = await save(seller, { legalName: 'Kerala Coir Works Private Limited', pan: 'aapfu0939f' }).expect(200);
    expect(first.body.business).toEqual(
      expect.objectContaining({ legalName: 'Kerala Coir Works Private Limited', pan: 'AAPFU0939F', complete: false }),
    );
    expect(first.body.business.missing).toEqual(['GSTIN', 'address', 'city', 'state', 'pincode', 'invoice prefix', 'bank account']);

    const { legalName: _name, pan: _pan, bank, ...rest } = details();
    await save(seller, rest).expect(200);
    const partBank = await save(seller, { bank: { accountName: bank?.accountName } }).expect(200);
    expect(partBank.body.business.missing).toEqual(['bank account']);
    const whole = await save(seller, { bank }).expect(200);
    expect(whole.body.business).toEqual(expect.objectContaining({ complete: true, missing: [] }));

    const cleared = await save(seller, { city: null, address: '' }).expect(200);
    expect(cleared.body.business).toEqual(expect.objectContaining({ city: null, address: null, complete: false, missing: ['address', 'city'] }));
  });

  it('refuses each bad detail naming it, and saves nothing of that request', async () => {
    const seller = await createSeller(t);
    const neighbour = await createSeller(t, 'Neighbour');
    await save(neighbour, details({ gstin: gstinFor('27', 'BBBPB1234B'), pan: 'BBBPB1234B', stateCode: '27', invoicePrefix: 'QR' })).expect(200);
    const third = await createSeller(t, 'Third');
    await save(third, details({ gstin: gstinFor('07', 'CCCPC5678C'), pan: 'CCCPC5678C', stateCode: '07', invoicePrefix: 'XYC' })).expect(200);

    const checksumWrong = '29AAPFU0939F1ZW';
    const cases: Array<[object, string]> = [
      [details({ gstin: checksumWrong }), MerchantBusinessMessage.gstinInvalid],
      [details({ gstin: '29AAPFU0939F1Z' }), MerchantBusinessMessage.gstinInvalid],
      [details({ pan: 'AAPFU0939G' }), MerchantBusinessMessage.gstinPanMismatch],
      [details({ stateCode: '32' }), MerchantBusinessMessage.gstinStateMismatch],
      [details({ stateCode: '28' }), MerchantBusinessMessage.stateInvalid],
      [details({ pan: 'AAPF0939FU' }), MerchantBusinessMessage.panInvalid],
      [details({ pincode: '68852' }), MerchantBusinessMessage.pincodeInvalid],
      [details({ pincode: '088522' }), MerchantBusinessMessage.pincodeInvalid],
      [details({ bank: { ifsc: 'HDFC1001234' } }), MerchantBusinessMessage.ifscInvalid],
      [details({ bank: { ifsc: 'HDF00001234' } }), MerchantBusinessMessage.ifscInvalid],
      [details({ bank: { accountNumber: '12345678' } }), MerchantBusinessMessage.accountNumberInvalid],
      [details({ bank: { accountNumber: '1234567890123456789' } }), MerchantBusinessMessage.accountNumberInvalid],
      [details({ bank: { accountNumber: '12345678AB' } }), MerchantBusinessMessage.accountNumberInvalid],
      [details({ invoicePrefix: 'K' }), MerchantBusinessMessage.invoicePrefixInvalid],
      [details({ invoicePrefix: 'KCWX' }), MerchantBusinessMessage.invoicePrefixInvalid],
      [details({ invoicePrefix: 'K-W' }), MerchantBusinessMessage.invoicePrefixInvalid],
      // The shop's series, another seller's, another seller's credit notes, and a prefix whose credit notes would be another's.
      [details({ invoicePrefix: 'NID' }), MerchantBusinessMessage.invoicePrefixTaken('NID')],
      [details({ invoicePrefix: 'ncn' }), MerchantBusinessMessage.invoicePrefixTaken('NCN')],
      [details({ invoicePrefix: 'QR' }), MerchantBusinessMessage.invoicePrefixTaken('QR')],
      [details({ invoicePrefix: 'QRC' }), MerchantBusinessMessage.invoicePrefixTaken('QRC')],
      [details({ invoicePrefix: 'XY' }), MerchantBusinessMessage.invoicePrefixTaken('XY')],
      [details({ legalName: 42 as unknown as string }), MerchantBusinessMessage.textInvalid('Legal name')],
      [details({ legalName: 'x'.repeat(201) }), MerchantBusinessMessage.legalNameMax],
      [details({ joinsShopSales: 'yes' as unknown as boolean }), MerchantBusinessMessage.joinsShopSalesInvalid],
      [{ ...details(), bank: 'HDFC' }, MerchantBusinessMessage.bankInvalid],
    ];
    for (const [body, error] of cases) {
      const res = await save(seller, body);
      expect([JSON.stringify(body), res.status, res.body]).toEqual([JSON.stringify(body), 400, { error }]);
    }
    expect(await stored(seller)).toBeNull();

    // Stored details are checked with what is sent: a PAN alone must still match the stored GSTIN.
    await save(seller, details()).expect(200);
    const before = await stored(seller);
    expect((await save(seller, { pan: 'BBBPB1234B', city: 'Kochi' }).expect(400)).body).toEqual({ error: MerchantBusinessMessage.gstinPanMismatch });
    expect((await save(seller, { stateCode: '27' }).expect(400)).body).toEqual({ error: MerchantBusinessMessage.gstinStateMismatch });
    expect(await stored(seller)).toEqual(before);
    // Its own prefix stays its own.
    await save(seller, { invoicePrefix: 'KCW' }).expect(200);
  });

  it('gives a contested prefix to one merchant only, when several ask at once', async () => {
    const sellers = await Promise.all(['A', 'B', 'C', 'D'].map((name) => createSeller(t, `Brand ${name}`)));
    const answers = await Promise.all(sellers.map((seller) => save(seller, { invoicePrefix: 'ZZ' })));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 400, 400, 400]);
    for (const res of answers.filter((each) => each.status === 400)) {
      expect(res.body).toEqual({ error: MerchantBusinessMessage.invoicePrefixTaken('ZZ') });
    }
    // A prefix and that prefix's credit-note series asked for at once: one of the two.
    const [first, second] = sellers;
    await Promise.all([save(first, { invoicePrefix: null }), save(second, { invoicePrefix: null })]);
    const race = await Promise.all([save(first, { invoicePrefix: 'MN' }), save(second, { invoicePrefix: 'MNC' })]);
    expect(race.map((res) => res.status).sort()).toEqual([200, 400]);
    const prefixes = await t.orm.em.fork().find(MerchantBusiness, { invoicePrefix: { $ne: null } });
    expect(prefixes.map((row) => row.invoicePrefix).filter((prefix) => prefix?.startsWith('MN'))).toHaveLength(1);
  });

  it('lets administrators set a merchant’s commission from 0 to 50 percent, or return it to the default', async () => {
    const seller = await createSeller(t);
    const { admin } = await createOneOfEachRole(t);
    const put = (rate: unknown) => t.http().put(`/api/merchant/${seller.merchant.id}/commission`).set('authorization', admin.token).send({ rate });
    for (const bad of [-1, 50.01, 51, 'ten', 12.345, undefined]) {
      expect((await put(bad).expect(400)).body).toEqual({ error: MerchantBusinessMessage.commissionInvalid });
    }
    expect(await stored(seller)).toBeNull();
    const set = await put(12.5).expect(200);
    expect(set.body).toEqual({
      success: true,
      message: MerchantBusinessMessage.commissionSaved,
      business: expect.objectContaining({ commissionRate: 12.5, commissionIsDefault: false, complete: false }),
    });
    // The merchant's own saves leave the rate alone.
    await save(seller, details()).expect(200);
    const own = await t.http().get('/api/merchant/business').set('authorization', seller.user.token).expect(200);
    expect(own.body.business).toEqual(expect.objectContaining({ commissionRate: 12.5, complete: true }));
    await put(0).expect(200);
    expect((await stored(seller))?.commissionRate).toBe(0);
    expect((await put(null).expect(200)).body.business).toEqual(expect.objectContaining({ commissionRate: 10, commissionIsDefault: true }));
  });

  it('enables a merchant’s brand only once its details are complete, and never disables one already enabled', async () => {
    const seller = await createSeller(t);
    const { admin } = await createOneOfEachRole(t);
    const brand = await createBrand(t, { merchantId: seller.merchant.id, isActive: false });
    const enable = (id: string, isActive = true) =>
      t.http().put(`/api/brand/${id}/active`).set('authorization', admin.token).send({ brand: { isActive } });
    const active = async (id: string) => (await t.orm.em.fork().findOneOrFail(Brand, id)).isActive;

    expect((await enable(brand.id).expect(400)).body).toEqual({
      error: MerchantBusinessMessage.enableNeedsDetails(['legal name', 'GSTIN', 'PAN', 'address', 'city', 'state', 'pincode', 'invoice prefix', 'bank account']),
    });
    const { bank: _bank, gstin: _gstin, ...most } = details();
    await save(seller, most).expect(200);
    expect((await enable(brand.id).expect(400)).body).toEqual({ error: "Complete the merchant's business details first: GSTIN, bank account." });
    expect(await active(brand.id)).toBe(false);

    await save(seller, details()).expect(200);
    await enable(brand.id).expect(200);
    expect(await active(brand.id)).toBe(true);

    // A brand enabled before its details were required keeps selling; once off, it waits for them.
    const older = await createSeller(t, 'Older Brand');
    const olderBrand = await createBrand(t, { merchantId: older.merchant.id, isActive: true });
    await enable(olderBrand.id).expect(200);
    await enable(olderBrand.id, false).expect(200);
    await enable(olderBrand.id).expect(400);
    // The shop's own brands need nothing.
    const shops = await createBrand(t, { isActive: false });
    await enable(shops.id).expect(200);
  });

  it('tells other contexts the complete sellers, each list in one statement', async () => {
    const [complete, draft, ownRate] = await Promise.all(['One', 'Two', 'Three'].map((name) => createSeller(t, name)));
    const { admin } = await createOneOfEachRole(t);
    await save(complete, details()).expect(200);
    await save(draft, { legalName: 'Draft Traders' }).expect(200);
    await save(ownRate, details({ gstin: gstinFor('07', 'CCCPC5678C'), pan: 'CCCPC5678C', stateCode: '07', invoicePrefix: 'DL', joinsShopSales: false })).expect(200);
    await t.http().put(`/api/merchant/${ownRate.merchant.id}/commission`).set('authorization', admin.token).send({ rate: 7.25 }).expect(200);

    const directory = t.app.get(SellerDirectory);
    let found = new Map();
    const lookups = await countStatements(t, async () => {
      found = await directory.sellers([complete.merchant.id, draft.merchant.id, ownRate.merchant.id, randomUUID()]);
    });
    expect(lookups).toBe(1);
    expect([...found.keys()].sort()).toEqual([complete.merchant.id, ownRate.merchant.id].sort());
    expect(found.get(complete.merchant.id)).toEqual({ merchantId: complete.merchant.id, ...SELLER, joinsShopSales: true, commissionRate: 10 });
    expect(found.get(ownRate.merchant.id)).toEqual(expect.objectContaining({ stateCode: '07', joinsShopSales: false, commissionRate: 7.25 }));
    expect(await countStatements(t, () => directory.sellers([]))).toBe(0);

    let all: Array<{ invoicePrefix: string }> = [];
    expect(await countStatements(t, async () => (all = await directory.all()))).toBe(1);
    expect(all.map((seller) => seller.invoicePrefix)).toEqual(['DL', 'KCW']);
  });
});
