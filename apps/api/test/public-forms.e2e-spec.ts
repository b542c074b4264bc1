import { Brand, Product } from '@nidra/api/catalog';
import { createProduct } from '@nidra/api/catalog/testing';
import { createUser } from '@nidra/api/identity/testing';
import { Order } from '@nidra/api/ordering';
import { Merchant } from '@nidra/api/merchants';
import { ContactMessage } from '@nidra/api/support';
import { NameMessage, Role } from '@nidra/shared/contracts';
import { useTestApp } from './support/shop-app';

const note = { name: 'Asha Rao', email: 'Asha@Example.in', message: 'Do you deliver to Shillong?' };

describe('names on the public forms and the profile', () => {
  const t = useTestApp();
  beforeEach(() => t.reset());

  it('refuse control characters, so a name cannot add lines to a mail the shop sends', async () => {
    const refused = (field: string) => ({ error: `${field} may not contain line breaks or other control characters.` });
    for (const name of ['Asha\r\nBcc: victim@example.in', 'Asha\tRao']) {
      expect((await t.http().post('/api/contact/add').send({ ...note, name }).expect(400)).body).toEqual(refused('Name'));
    }
    const name = 'Asha\nClaim your prize at http://spam.example';
    const person = { email: 'ctl@example.in', firstName: 'Ravi', lastName: 'Kumar', password: 'secret123' };
    expect((await t.http().post('/api/auth/register').send({ ...person, firstName: name }).expect(400)).body).toEqual(refused('First Name'));
    expect((await t.http().post('/api/auth/register').send({ ...person, lastName: name }).expect(400)).body).toEqual(refused('Last Name'));
    const seller = { name, email: 'seller@example.in', phoneNumber: '9876543210', brand: 'Coir Co', business: 'We make coir mattresses.' };
    expect((await t.http().post('/api/merchant/seller-request').send(seller).expect(400)).body).toEqual(refused('Name'));
    const member = await t.http().post('/api/auth/register').send(person).expect(200);
    const profile = await t.http().put('/api/user').set('authorization', member.body.token).send({ profile: { lastName: name } }).expect(400);
    expect(profile.body).toEqual(refused('Last Name'));
    expect(await t.orm.em.fork().count(ContactMessage)).toBe(0);
  });
});

describe('names that are mailed or printed', () => {
  const t = useTestApp({ env: { FORM_RATE_LIMIT: '1000' } });
  beforeEach(() => t.reset());

  /** Each direction control and zero-width character, inside an otherwise plain name. */
  const HIDDEN = [
    ...['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'],
    ...['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF'],
  ];
  const disguised = (hidden: string) => `Asha${hidden}oaR`;

  it('refuse direction controls and invisible characters in every name that is mailed or printed', async () => {
    const refused = (field: string) => ({ error: NameMessage.hiddenCharacters(field) });
    for (const hidden of HIDDEN) {
      const res = await t.http().post('/api/contact/add').send({ ...note, name: disguised(hidden) }).expect(400);
      expect([hidden, res.body]).toEqual([hidden, refused('Name')]);
    }
    const name = disguised('\u202E');
    const person = { email: 'bidi@example.in', firstName: 'Ravi', lastName: 'Kumar', password: 'secret123' };
    expect((await t.http().post('/api/auth/register').send({ ...person, firstName: name }).expect(400)).body).toEqual(refused('First Name'));
    expect((await t.http().post('/api/auth/register').send({ ...person, lastName: name }).expect(400)).body).toEqual(refused('Last Name'));
    const seller = { name: 'Ravi', email: 'seller@example.in', phoneNumber: '9876543210', brand: 'Coir Co', business: 'We make coir mattresses.' };
    expect((await t.http().post('/api/merchant/seller-request').send({ ...seller, name }).expect(400)).body).toEqual(refused('Name'));
    expect((await t.http().post('/api/merchant/seller-request').send({ ...seller, brand: name }).expect(400)).body).toEqual(refused('Brand'));
    expect((await t.http().post('/api/merchant/signup/any-token').send({ ...person, firstName: name }).expect(400)).body).toEqual(refused('First Name'));

    const member = await createUser(t);
    const as = (path: string, method: 'post' | 'put' = 'post') => t.http()[method](path).set('authorization', member.token);
    expect((await as('/api/user', 'put').send({ profile: { firstName: name } }).expect(400)).body).toEqual(refused('First Name'));
    const address = { address: '12, 4th Cross', city: 'Bengaluru', state: 'Karnataka', country: 'India', zipCode: '560041' };
    expect((await as('/api/address/add').send({ ...address, name }).expect(400)).body).toEqual(refused('Name'));
    const product = await createProduct(t, { name: 'Cloud Pillow', quantity: 5 });
    const cart = await as('/api/cart/add').send({ products: [{ product: product.id, quantity: 1 }] }).expect(201);
    const delivery = { name, mobile: '9876543210', address: '12, 4th Cross', pincode: '560041' };
    expect((await as('/api/order/add').send({ cartId: cart.body.cartId, address: delivery }).expect(400)).body).toEqual(refused('Name'));

    const admin = await createUser(t, { role: Role.Admin });
    const asAdmin = (path: string, method: 'post' | 'put' = 'post') => t.http()[method](path).set('authorization', admin.token);
    expect((await asAdmin('/api/brand/add').send({ name, description: 'Coir.' }).expect(400)).body).toEqual(refused('Name'));
    const fields = { name, description: 'Soft.', quantity: 5, price: 499, taxable: true };
    expect((await asAdmin(`/api/product/${product.id}`, 'put').send({ product: fields }).expect(400)).body).toEqual(refused('Name'));

    const em = t.orm.em.fork();
    expect(await Promise.all([em.count(ContactMessage), em.count(Merchant), em.count(Order), em.count(Brand)])).toEqual([0, 0, 0, 0]);
    expect((await em.findOneOrFail(Product, product.id)).name).toBe('Cloud Pillow');
  });
});

describe('public forms', () => {
  const t = useTestApp();

  it('are throttled per address, each route on its own', async () => {
    const limit = t.config.rateLimits.forms.limit;
    const forms: Array<[string, (i: number) => object]> = [
      ['/api/newsletter/subscribe', (i) => ({ email: `n${i}@example.in` })],
      [
        '/api/merchant/seller-request',
        (i) => ({ name: 'Ravi', email: `r${i}@example.in`, phoneNumber: '9876543210', brand: `B${i}`, business: 'Coir mattresses.' }),
      ],
    ];
    for (const [path, body] of forms) {
      const statuses: number[] = [];
      for (let i = 0; i <= limit; i++) statuses.push((await t.http().post(path).send(body(i))).status);
      expect([path, statuses.slice(0, limit).every((s) => s === 200), statuses[limit]]).toEqual([path, true, 429]);
    }
  });
});
