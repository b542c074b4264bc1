import { User, IDENTITY_CONTEXT } from '../src';
import { ErrorMessage, NameMessage, ProfileMessage, Role, ValidationMessage } from '@nidra/shared/contracts';
import { createOneOfEachRole, createUser } from '../testing';
import { useTestApp } from '@nidra/api/testing';

describe('PUT /api/user', () => {
  const t = useTestApp({ contexts: [IDENTITY_CONTEXT] });
  beforeEach(() => t.reset());

  it('needs a token', async () => {
    await t.http().put('/api/user').send({ profile: { firstName: 'X' } }).expect(401);
  });

  it('changes first name, last name and phone number, for every role', async () => {
    const users = await createOneOfEachRole(t);
    for (const { token, user } of Object.values(users)) {
      const res = await t
        .http()
        .put('/api/user')
        .set('authorization', token)
        .send({ profile: { firstName: 'Kavya', lastName: 'Menon', phoneNumber: '(987) 654-3210' } })
        .expect(200);
      expect(res.body).toEqual({
        success: true,
        message: ProfileMessage.updated,
        user: expect.objectContaining({ _id: user.id, firstName: 'Kavya', lastName: 'Menon', phoneNumber: '(987) 654-3210' }),
      });
    }
  });

  it('accepts the fields at the top level too, and clears the phone with an empty value', async () => {
    const { token, user } = await createUser(t);
    await t.http().put('/api/user').set('authorization', token).send({ phoneNumber: '9876543210' }).expect(200);
    const res = await t.http().put('/api/user').set('authorization', token).send({ profile: { phoneNumber: '' } });
    expect(res.body.user.phoneNumber).toBeNull();
    expect((await t.orm.em.fork().findOneOrFail(User, user.id)).phoneNumber).toBeNull();
  });

  it('ignores role, email, merchant, provider and password', async () => {
    const { token, user } = await createUser(t, { email: 'member@example.in' });
    const before = await t.orm.em.fork().findOneOrFail(User, user.id);
    await t
      .http()
      .put('/api/user')
      .set('authorization', token)
      .send({
        role: Role.Admin,
        email: 'boss@example.in',
        merchant: 'x',
        provider: 'google',
        password: 'hijacked',
        profile: { firstName: 'Asha', role: Role.Admin, email: 'boss@example.in' },
      })
      .expect(200);
    const after = await t.orm.em.fork().findOneOrFail(User, user.id);
    expect(after.role).toBe(Role.Member);
    expect(after.email).toBe('member@example.in');
    expect(after.provider).toBe('email');
    expect(after.merchantId).toBeNull();
    expect(after.passwordHash).toBe(before.passwordHash);
    await t.http().get('/api/user').set('authorization', token).expect(200);
  });

  it.each([
    [{ profile: { firstName: '' } }, ValidationMessage.firstNameRequired],
    [{ profile: { lastName: '  ' } }, ValidationMessage.lastNameRequired],
    [{ profile: { phoneNumber: '12-34' } }, ValidationMessage.phoneInvalid],
    [{ firstName: null }, ValidationMessage.firstNameRequired],
    [{ lastName: null }, ValidationMessage.lastNameRequired],
    [{ profile: { firstName: null } }, ValidationMessage.firstNameRequired],
    [{ profile: 'Asha' }, 'Profile must be an object.'],
    [{ profile: { firstName: 'Asha\u2067Rao' } }, NameMessage.hiddenCharacters('First Name')],
    [{ lastName: 'R\uFEFFao' }, NameMessage.hiddenCharacters('Last Name')],
  ])('refuses %j with "%s" and changes nothing', async (body, message) => {
    const { token, user } = await createUser(t, { firstName: 'Asha' });
    const res = await t.http().put('/api/user').set('authorization', token).send(body).expect(400);
    expect(res.body).toEqual({ error: message });
    expect((await t.orm.em.fork().findOneOrFail(User, user.id)).firstName).toBe('Asha');
  });
});

describe('GET /api/user/search', () => {
  const t = useTestApp({ contexts: [IDENTITY_CONTEXT] });
  beforeEach(() => t.reset());

  it('is for administrators only', async () => {
    const { member, merchant, admin } = await createOneOfEachRole(t);
    await t.http().get('/api/user/search?search=a').expect(401);
    expect((await t.http().get('/api/user/search').set('authorization', member.token)).status).toBe(403);
    expect((await t.http().get('/api/user/search').set('authorization', merchant.token)).status).toBe(403);
    const res = await t.http().get('/api/user/search').set('authorization', admin.token).expect(200);
    expect(res.body.total).toBe(3);
    expect(res.body.users).toHaveLength(3);
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|argon2/);
  });

  it('finds by first name, last name or email in any case', async () => {
    const { token } = await createUser(t, { role: Role.Admin, firstName: 'Root', lastName: 'Admin', email: 'root@nidra.in' });
    await createUser(t, { firstName: 'Priya', lastName: 'Sharma', email: 'priya@example.in' });
    await createUser(t, { firstName: 'Rahul', lastName: 'PRIYADARSHI', email: 'rahul@example.in' });
    await createUser(t, { firstName: 'Dev', lastName: 'Patel', email: 'dev.priya@mail.in' });
    const names = async (search: string) => {
      const res = await t.http().get('/api/user/search').query({ search }).set('authorization', token).expect(200);
      return (res.body.users as Array<{ firstName: string }>).map((u) => u.firstName).sort();
    };
    expect(await names('PRIYA')).toEqual(['Dev', 'Priya', 'Rahul']);
    expect(await names('sharma')).toEqual(['Priya']);
    expect(await names('@mail.in')).toEqual(['Dev']);
  });

  it.each(['.*', '%', '(', '_', '\\'])('treats %s as plain text', async (search) => {
    const { token } = await createUser(t, { role: Role.Admin, firstName: 'Root' });
    await createUser(t, { firstName: 'Percy%' });
    const res = await t.http().get('/api/user/search').query({ search }).set('authorization', token).expect(200);
    const expected = search === '%' ? ['Percy%'] : [];
    expect((res.body.users as Array<{ firstName: string }>).map((u) => u.firstName)).toEqual(expected);
  });

  it('pages 20 at a time, newest first', async () => {
    const { token } = await createUser(t, { role: Role.Admin, firstName: 'Root' });
    for (let i = 0; i < 21; i++) await createUser(t, { firstName: `Guest${i}` });
    const first = await t.http().get('/api/user/search?search=guest').set('authorization', token).expect(200);
    expect([first.body.total, first.body.pages, first.body.users.length]).toEqual([21, 2, 20]);
    expect(first.body.users[0].firstName).toBe('Guest20');
    const second = await t.http().get('/api/user/search?search=guest&page=2').set('authorization', token).expect(200);
    expect(second.body.users.map((u: { firstName: string }) => u.firstName)).toEqual(['Guest0']);
    const bad = await t.http().get('/api/user/search?page=0').set('authorization', token).expect(400);
    expect(bad.body).toEqual({ error: 'Page must be at least 1.' });
  });

  it('does not exist for anonymous callers either way', async () => {
    const res = await t.http().get('/api/user/search?search=%25').expect(401);
    expect(res.body).toEqual({ error: ErrorMessage.unauthenticated });
  });
});

describe('routes for any signed-in user, tried as everybody', () => {
  const t = useTestApp({ contexts: [IDENTITY_CONTEXT] });
  beforeEach(() => t.reset());

  it('serve members, merchants and administrators alike, and refuse the anonymous', async () => {
    const users = await createOneOfEachRole(t);
    await t.http().get('/api/user').expect(401);
    await t.http().post('/api/auth/reset').send({ password: 'abcdef', confirmPassword: 'abcdef' }).expect(401);
    await t.http().post('/api/auth/logout').expect(401);
    for (const [role, { token, user }] of Object.entries(users)) {
      const me = await t.http().get('/api/user').set('authorization', token);
      expect([role, me.status, me.body.user?._id]).toEqual([role, 200, user.id]);
      const change = await t
        .http()
        .post('/api/auth/reset')
        .set('authorization', token)
        .send({ password: 'changed1', confirmPassword: 'changed1' });
      expect([role, change.status]).toEqual([role, 200]);
      const after = await t.http().get('/api/user').set('authorization', token);
      expect([role, after.status]).toEqual([role, 401]);
    }
  });
});
