import { PasswordResetToken, IDENTITY_CONTEXT } from '../src';
import { ErrorMessage, PasswordMessage, ValidationMessage } from '@nidra/shared/contracts';
import { createUser } from '../testing';
import { startSmtpCapture, type SmtpCapture } from '@nidra/shared/testing';
import { useTestApp } from '@nidra/api/testing';

const linkIn = (raw: string) => {
  const unfolded = raw.replace(/=\r?\n/g, '');
  const match = unfolded.match(/http:\/\/shop\.test\/#\/reset-password\/([\w-]+)/);
  if (!match) throw new Error(`No reset link in:\n${raw}`);
  return match[1];
};

describe('password reset by email', () => {
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());
  const t = useTestApp(() => ({ contexts: [IDENTITY_CONTEXT], env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://shop.test' } }));
  beforeEach(async () => {
    await t.reset();
    smtp.messages.length = 0;
  });

  const mailTo = (to: string, subject: string) => smtp.mailTo(to, subject);

  it('emails a link, resets once, refuses the old password, old tokens and the used link', async () => {
    const { user, password, token: oldToken } = await createUser(t, { email: 'nila@example.in' });
    const forgot = await t.http().post('/api/auth/forgot').send({ email: 'NILA@example.in' }).expect(200);
    expect(forgot.body).toEqual({ success: true, message: PasswordMessage.resetEmailSent });

    const resetToken = linkIn((await mailTo('nila@example.in', 'Reset Password')).raw);
    const reset = await t
      .http()
      .post(`/api/auth/reset/${resetToken}`)
      .send({ password: 'new-secret', confirmPassword: 'new-secret' })
      .expect(200);
    expect(reset.body).toEqual({ success: true, message: PasswordMessage.changed });
    await mailTo('nila@example.in', 'Password Changed');

    const old = await t.http().post('/api/auth/login').send({ email: user.email, password }).expect(400);
    expect(old.body.error).toBeDefined();
    await t.http().post('/api/auth/login').send({ email: user.email, password: 'new-secret' }).expect(200);
    await t.http().get('/api/user').set('authorization', oldToken).expect(401);

    const again = await t
      .http()
      .post(`/api/auth/reset/${resetToken}`)
      .send({ password: 'third-secret', confirmPassword: 'third-secret' })
      .expect(400);
    expect(again.body).toEqual({ error: PasswordMessage.tokenExpired });
  });

  it('answers a known email before its link is even written, so how long it takes tells nothing', async () => {
    await createUser(t, { email: 'kiran@example.in' });
    // Nobody can write a reset link while this transaction holds the table.
    const holder = await t.orm.em.getConnection().getKnex().transaction();
    try {
      await holder.raw('LOCK TABLE password_reset_tokens IN ACCESS EXCLUSIVE MODE');
      for (const email of ['kiran@example.in', 'nobody@example.in']) {
        const res = await t.http().post('/api/auth/forgot').timeout(5_000).send({ email }).expect(200);
        expect(res.body).toEqual({ success: true, message: PasswordMessage.resetEmailSent });
      }
    } finally {
      await holder.rollback();
    }
    // The link is written and sent once the table is free again.
    linkIn((await mailTo('kiran@example.in', 'Reset Password')).raw);
    expect(smtp.messages.filter((m) => m.to.includes('nobody@example.in'))).toEqual([]);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const res = await t.http().post('/api/auth/forgot').send({ email: 'nobody@example.in' }).expect(200);
    expect(res.body).toEqual({ success: true, message: PasswordMessage.resetEmailSent });
    expect(await t.orm.em.fork().count(PasswordResetToken)).toBe(0);
  });

  it('refuses an expired link', async () => {
    await createUser(t, { email: 'late@example.in' });
    await t.http().post('/api/auth/forgot').send({ email: 'late@example.in' }).expect(200);
    const resetToken = linkIn((await mailTo('late@example.in', 'Reset Password')).raw);
    await t.orm.em.fork().nativeUpdate(PasswordResetToken, {}, { expiresAt: new Date(Date.now() - 1000) });
    const res = await t
      .http()
      .post(`/api/auth/reset/${resetToken}`)
      .send({ password: 'new-secret', confirmPassword: 'new-secret' })
      .expect(400);
    expect(res.body).toEqual({ error: PasswordMessage.tokenExpired });
  });

  it('keeps only the newest link working and stores tokens hashed', async () => {
    await createUser(t, { email: 'twice@example.in' });
    await t.http().post('/api/auth/forgot').send({ email: 'twice@example.in' }).expect(200);
    const first = linkIn((await mailTo('twice@example.in', 'Reset Password')).raw);
    smtp.messages.length = 0;
    await t.http().post('/api/auth/forgot').send({ email: 'twice@example.in' }).expect(200);
    const second = linkIn((await mailTo('twice@example.in', 'Reset Password')).raw);
    const stored = await t.orm.em.fork().find(PasswordResetToken, {});
    expect(stored.map((s) => s.tokenHash)).not.toContain(first);
    expect(stored.map((s) => s.tokenHash)).not.toContain(second);
    const body = { password: 'new-secret', confirmPassword: 'new-secret' };
    await t.http().post(`/api/auth/reset/${first}`).send(body).expect(400);
    await t.http().post(`/api/auth/reset/${second}`).send(body).expect(200);
  });

  it.each([
    [{ email: '' }, ValidationMessage.emailRequired],
    [{ email: 'nope' }, ValidationMessage.emailInvalid],
  ])('checks the forgot form: %j → "%s"', async (body, message) => {
    const res = await t.http().post('/api/auth/forgot').send(body).expect(400);
    expect(res.body).toEqual({ error: message });
  });

  it.each([
    [{ confirmPassword: 'abcdef' }, ValidationMessage.passwordRequired],
    [{ password: 'abc', confirmPassword: 'abc' }, ValidationMessage.passwordMin],
    [{ password: 'abcdef' }, ValidationMessage.confirmPasswordRequired],
    [{ password: 'abcdef', confirmPassword: 'abc' }, ValidationMessage.confirmPasswordMin],
    [{ password: 'abcdef', confirmPassword: 'abcdeg' }, ValidationMessage.confirmPasswordMatch],
  ])('checks the reset form: %j → "%s"', async (body, message) => {
    const res = await t.http().post('/api/auth/reset/whatever').send(body).expect(400);
    expect(res.body).toEqual({ error: message });
  });
});

describe('changing the password while signed in', () => {
  const t = useTestApp({ contexts: [IDENTITY_CONTEXT] });
  beforeEach(() => t.reset());

  it('needs a token', async () => {
    const res = await t.http().post('/api/auth/reset').send({ password: 'abcdef', confirmPassword: 'abcdef' }).expect(401);
    expect(res.body).toEqual({ error: ErrorMessage.unauthenticated });
  });

  it('sets the new password and signs every device out', async () => {
    const { user, token } = await createUser(t);
    const res = await t
      .http()
      .post('/api/auth/reset')
      .set('authorization', token)
      .send({ password: 'brand-new', confirmPassword: 'brand-new' })
      .expect(200);
    expect(res.body).toEqual({ success: true, message: PasswordMessage.changed });
    await t.http().get('/api/user').set('authorization', token).expect(401);
    await t.http().post('/api/auth/login').send({ email: user.email, password: 'brand-new' }).expect(200);
  });

  it('refuses a confirmation that does not match', async () => {
    const { token } = await createUser(t);
    const res = await t
      .http()
      .post('/api/auth/reset')
      .set('authorization', token)
      .send({ password: 'brand-new', confirmPassword: 'brand-old' })
      .expect(400);
    expect(res.body).toEqual({ error: ValidationMessage.confirmPasswordMatch });
    await t.http().get('/api/user').set('authorization', token).expect(200);
  });
});
