import { randomUUID } from 'node:crypto';
import { AddressMessage, ErrorMessage, NameMessage } from '@nidra/shared/contracts';
import { createOneOfEachRole, createUser, type UserFixture } from '../testing';
import { useTestApp } from '@nidra/api/testing';
import { IDENTITY_CONTEXT } from '../src';

const home = { address: '12, 4th Cross, Jayanagar', city: 'Bengaluru', state: 'Karnataka', country: 'India', zipCode: '560041' };

describe('addresses', () => {
  const t = useTestApp({ contexts: [IDENTITY_CONTEXT] });
  let owner: UserFixture;
  let other: UserFixture;

  beforeEach(async () => {
    await t.reset();
    owner = await createUser(t);
    other = await createUser(t);
  });

  const add = (who: UserFixture, body: object) => t.http().post('/api/address/add').set('authorization', who.token).send(body);

  it('need a token for every route', async () => {
    const id = randomUUID();
    await t.http().get('/api/address').expect(401);
    await t.http().get(`/api/address/${id}`).expect(401);
    await t.http().post('/api/address/add').send(home).expect(401);
    await t.http().put(`/api/address/${id}`).send(home).expect(401);
    await t.http().delete(`/api/address/delete/${id}`).expect(401);
  });

  it('can be added, listed, read, changed and deleted by any signed-in role', async () => {
    for (const who of Object.values(await createOneOfEachRole(t))) {
      const created = await add(who, { ...home, isDefault: true }).expect(201);
      expect(created.body).toEqual({
        success: true,
        message: AddressMessage.added,
        address: expect.objectContaining({ ...home, isDefault: true, _id: expect.any(String) }),
      });
      const id = created.body.address._id;
      const list = await t.http().get('/api/address').set('authorization', who.token).expect(200);
      expect(list.body.addresses.map((a: { _id: string }) => a._id)).toEqual([id]);
      const one = await t.http().get(`/api/address/${id}`).set('authorization', who.token).expect(200);
      expect(one.body.address.city).toBe('Bengaluru');
      const changed = await t
        .http()
        .put(`/api/address/${id}`)
        .set('authorization', who.token)
        .send({ ...home, city: 'Mysuru' })
        .expect(200);
      expect(changed.body.message).toBe(AddressMessage.updated);
      expect(changed.body.address).toEqual(expect.objectContaining({ city: 'Mysuru', isDefault: true }));
      const deleted = await t.http().delete(`/api/address/delete/${id}`).set('authorization', who.token).expect(200);
      expect(deleted.body.message).toBe(AddressMessage.deleted);
      await t.http().get(`/api/address/${id}`).set('authorization', who.token).expect(404);
    }
  });

  it("are invisible to everyone else: someone else's address is a 404", async () => {
    const id = (await add(owner, home).expect(201)).body.address._id;
    const res = await t.http().get(`/api/address/${id}`).set('authorization', other.token).expect(404);
    expect(res.body).toEqual({ error: AddressMessage.notFound });
    await t.http().put(`/api/address/${id}`).set('authorization', other.token).send({ ...home, city: 'X' }).expect(404);
    await t.http().delete(`/api/address/delete/${id}`).set('authorization', other.token).expect(404);
    expect((await t.http().get('/api/address').set('authorization', other.token)).body.addresses).toEqual([]);
    const still = await t.http().get(`/api/address/${id}`).set('authorization', owner.token).expect(200);
    expect(still.body.address.city).toBe('Bengaluru');
  });

  it('answers 404 for an id that is not an id', async () => {
    const res = await t.http().get('/api/address/not-a-uuid').set('authorization', owner.token).expect(404);
    expect(res.body).toEqual({ error: ErrorMessage.notFound });
  });

  it('keeps one default address per person', async () => {
    const first = (await add(owner, { ...home, isDefault: true })).body.address._id;
    const second = (await add(owner, { ...home, city: 'Chennai', isDefault: true })).body.address._id;
    await add(other, { ...home, isDefault: true }).expect(201);
    const list = (await t.http().get('/api/address').set('authorization', owner.token)).body.addresses as Array<{
      _id: string;
      isDefault: boolean;
    }>;
    expect(list.find((a) => a._id === second)?.isDefault).toBe(true);
    expect(list.find((a) => a._id === first)?.isDefault).toBe(false);
    expect(list[0]._id).toBe(second);
    const otherList = (await t.http().get('/api/address').set('authorization', other.token)).body.addresses;
    expect(otherList[0].isDefault).toBe(true);
  });

  it('ignores a user sent in the body', async () => {
    const id = (await add(owner, { ...home, user: other.user.id }).expect(201)).body.address._id;
    await t.http().get(`/api/address/${id}`).set('authorization', owner.token).expect(200);
    await t.http().get(`/api/address/${id}`).set('authorization', other.token).expect(404);
  });

  it.each([
    [{ ...home, address: '' }, AddressMessage.addressRequired],
    [{ ...home, city: undefined }, AddressMessage.cityRequired],
    [{ ...home, state: ' ' }, AddressMessage.stateRequired],
    [{ ...home, country: '' }, AddressMessage.countryRequired],
    [{ ...home, zipCode: '' }, AddressMessage.zipCodeRequired],
    [{ ...home, zipCode: '5600' }, AddressMessage.zipCodeMin],
    [{ ...home, zipCode: '5'.repeat(21) }, AddressMessage.zipCodeMax],
    [{ ...home, isDefault: null }, 'Default must be true or false.'],
    [{ ...home, name: 'Asha\u202Eoar' }, NameMessage.hiddenCharacters('Name')],
    [{ ...home, name: 'As\u200Bha' }, NameMessage.hiddenCharacters('Name')],
    // Address lines are printed on invoices as the buyer's address.
    [{ ...home, address: '12, 4th Cross\u202E, Jayanagar' }, NameMessage.hiddenCharacters('Address')],
    [{ ...home, city: 'Benga\u2066luru' }, NameMessage.hiddenCharacters('City')],
    [{ ...home, state: 'Karna\u200Dtaka' }, NameMessage.hiddenCharacters('State')],
    [{ ...home, address: '12, 4th Cross\nBcc: x@example.in' }, NameMessage.controlCharacters('Address')],
  ])('refuses to add %j with "%s" and stores nothing', async (body, message) => {
    const res = await add(owner, body).expect(400);
    expect(res.body).toEqual({ error: message });
    expect((await t.http().get('/api/address').set('authorization', owner.token)).body.addresses).toEqual([]);
  });

  it.each([
    [{ ...home, address: '' }, AddressMessage.addressRequired],
    [{ ...home, city: '' }, AddressMessage.cityRequired],
    [{ ...home, state: '' }, AddressMessage.stateRequired],
    [{ ...home, country: '' }, AddressMessage.countryRequired],
    [{ ...home, zipCode: '' }, AddressMessage.zipCodeRequired],
    [{ ...home, zipCode: '5'.repeat(21) }, AddressMessage.zipCodeMax],
    [{ ...home, isDefault: null }, 'Default must be true or false.'],
    [{ ...home, name: 'Asha\u202Eoar' }, NameMessage.hiddenCharacters('Name')],
  ])('refuses to save %j with "%s" and changes nothing', async (body, message) => {
    const id = (await add(owner, home)).body.address._id;
    const res = await t.http().put(`/api/address/${id}`).set('authorization', owner.token).send(body).expect(400);
    expect(res.body).toEqual({ error: message });
    const stored = await t.http().get(`/api/address/${id}`).set('authorization', owner.token);
    expect(stored.body.address).toEqual(expect.objectContaining(home));
  });
});
