import { ContactMessage } from '@nidra/api/support';
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
