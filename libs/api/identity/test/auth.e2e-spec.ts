import { MailMessage } from '@nidra/api/core';
import { User, IDENTITY_CONTEXT } from '../src';
import { AuthMessage, ErrorMessage, Role, ValidationMessage } from '@nidra/shared/contracts';
import { createUser } from '../testing';
import { useTestApp } from '@nidra/api/testing';

const signUp = { email: 'Asha.Rao@Example.in', firstName: 'Asha', lastName: 'Rao', password: 'secret123' };

describe('accounts', () => {
  const t = useTestApp({ contexts: [IDENTITY_CONTEXT] });
  beforeEach(() => t.reset());

  describe('POST /api/auth/register', () => {
    it.each([
      [{}, ValidationMessage.emailRequired],
      [{ ...signUp, email: 'asha-at-example' }, ValidationMessage.emailInvalid],
      [{ ...signUp, firstName: '' }, ValidationMessage.firstNameRequired],
      [{ ...signUp, lastName: '   ' }, ValidationMessage.lastNameRequired],
      [{ ...signUp, password: undefined }, ValidationMessage.passwordRequired],
      [{ ...signUp, password: '12345' }, ValidationMessage.passwordMin],
    ])('refuses %j with "%s" and creates nothing', async (body, message) => {
      const res = await t.http().post('/api/auth/register').send(body).expect(400);
      expect(res.body).toEqual({ error: message });
      expect(await t.orm.em.fork().count(User)).toBe(0);
    });

    it('creates a member, signs them in and queues the welcome email', async () => {
      const res = await t.http().post('/api/auth/register').send({ ...signUp, isSubscribed: true }).expect(200);
      expect(res.body).toEqual({
        success: true,
        token: expect.stringMatching(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/),
        user: expect.objectContaining({
          _id: expect.any(String),
          email: 'asha.rao@example.in',
          firstName: 'Asha',
          lastName: 'Rao',
          role: Role.Member,
          provider: 'email',
        }),
      });
      expect(JSON.stringify(res.body)).not.toMatch(/password|argon2|tokenVersion/i);
      const em = t.orm.em.fork();
      const stored = await em.findOneOrFail(User, { email: 'asha.rao@example.in' });
      expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
      // The newsletter's own welcome comes from support, when the shop has it.
      const mail = await em.find(MailMessage, { to: 'asha.rao@example.in' });
      expect(mail.map((m) => m.subject)).toContain('Welcome to Nidra');
    });

    it('refuses an email already in use, whatever its case, with 409', async () => {
      await t.http().post('/api/auth/register').send(signUp).expect(200);
      const res = await t
        .http()
        .post('/api/auth/register')
        .send({ ...signUp, email: 'ASHA.RAO@example.IN' })
        .expect(409);
      expect(res.body).toEqual({ error: AuthMessage.emailTaken });
      expect(await t.orm.em.fork().count(User)).toBe(1);
    });

    it('ignores a role sent by the caller', async () => {
      const res = await t
        .http()
        .post('/api/auth/register')
        .send({ ...signUp, role: Role.Admin, merchant: 'x' })
        .expect(200);
      expect(res.body.user.role).toBe(Role.Member);
      expect(res.body.user.merchant).toBeNull();
    });
  });

  describe('POST /api/auth/login', () => {
    it.each([
      [{}, ValidationMessage.emailRequired],
      [{ email: 'nope', password: 'secret123' }, ValidationMessage.emailInvalid],
      [{ email: 'asha@example.in' }, ValidationMessage.passwordRequired],
      [{ email: 'asha@example.in', password: 'abc' }, ValidationMessage.passwordMin],
    ])('refuses %j with "%s"', async (body, message) => {
      const res = await t.http().post('/api/auth/login').send(body).expect(400);
      expect(res.body).toEqual({ error: message });
    });

    it('signs in with the right password, whatever the email case', async () => {
      const { user, password } = await createUser(t, { email: 'meera@example.in', firstName: 'Meera' });
      const res = await t.http().post('/api/auth/login').send({ email: 'Meera@Example.in', password }).expect(200);
      expect(res.body.success).toBe(true);
      expect(res.body.user).toEqual(expect.objectContaining({ _id: user.id, firstName: 'Meera' }));
      const me = await t.http().get('/api/user').set('authorization', res.body.token).expect(200);
      expect(me.body.user.email).toBe('meera@example.in');
    });

    it('gives the same 400 for a wrong password and an unknown email', async () => {
      await createUser(t, { email: 'meera@example.in' });
      const wrong = await t.http().post('/api/auth/login').send({ email: 'meera@example.in', password: 'wrong-one' });
      const unknown = await t.http().post('/api/auth/login').send({ email: 'ghost@example.in', password: 'secret123' });
      expect(wrong.status).toBe(400);
      expect(unknown.status).toBe(400);
      expect(wrong.body).toEqual({ error: AuthMessage.wrongCredentials });
      expect(unknown.body).toEqual(wrong.body);
    });
  });

  describe('GET /api/user', () => {
    it('needs a token', async () => {
      const res = await t.http().get('/api/user').expect(401);
      expect(res.body).toEqual({ error: ErrorMessage.unauthenticated });
    });

    it('refuses a forged or malformed token', async () => {
      const { token } = await createUser(t);
      const [header, payload] = token.replace('Bearer ', '').split('.');
      await t.http().get('/api/user').set('authorization', `Bearer ${header}.${payload}.forged`).expect(401);
      await t.http().get('/api/user').set('authorization', 'Bearer not-a-token').expect(401);
      await t.http().get('/api/user').set('authorization', token.replace('Bearer ', 'Basic ')).expect(401);
    });

    it('refuses the token of an account that was deleted', async () => {
      const { user, token } = await createUser(t);
      await t.orm.em.fork().nativeDelete(User, { id: user.id });
      await t.http().get('/api/user').set('authorization', token).expect(401);
    });

    it('returns the profile without secrets', async () => {
      const { user, token } = await createUser(t, { firstName: 'Kavya' });
      const res = await t.http().get('/api/user').set('authorization', token).expect(200);
      expect(res.body.user).toEqual({
        _id: user.id,
        email: user.email,
        firstName: 'Kavya',
        lastName: 'Rao',
        phoneNumber: null,
        provider: 'email',
        role: Role.Member,
        merchant: null,
        created: user.created.toISOString(),
      });
    });
  });

  describe('POST /api/auth/logout', () => {
    it('needs a token', async () => {
      await t.http().post('/api/auth/logout').expect(401);
    });

    it('revokes every token issued before it', async () => {
      const { user, password } = await createUser(t);
      const first = await t.http().post('/api/auth/login').send({ email: user.email, password }).expect(200);
      const second = await t.http().post('/api/auth/login').send({ email: user.email, password }).expect(200);
      const res = await t.http().post('/api/auth/logout').set('authorization', first.body.token).expect(200);
      expect(res.body).toEqual({ success: true, message: AuthMessage.signedOut });
      await t.http().get('/api/user').set('authorization', first.body.token).expect(401);
      await t.http().get('/api/user').set('authorization', second.body.token).expect(401);
      const again = await t.http().post('/api/auth/login').send({ email: user.email, password }).expect(200);
      await t.http().get('/api/user').set('authorization', again.body.token).expect(200);
    });
  });
});
