import { randomUUID } from 'node:crypto';
import { Brand } from '@nidra/api/catalog';
import { MailMessage } from '@nidra/api/core';
import { User } from '@nidra/api/identity';
import { Merchant, MERCHANTS_CONTEXT } from '../src';
import { dashboardMenuFor, MerchantMessage, MerchantStatus, Role, ValidationMessage, type MerchantDto } from '@nidra/shared/contracts';
import { startSmtpCapture, type SmtpCapture } from '@nidra/shared/testing';
import { createBrand } from '@nidra/api/catalog/testing';
import { completeBusinessDetails } from '../testing';
import { MerchantBusiness } from '../src/lib/business/merchant-business.entity';
import { createOneOfEachRole, createUser, type UserFixture } from '@nidra/api/identity/testing';
import { useTestApp, type TestApp } from '@nidra/api/testing';

const application = {
  name: 'Ravi Menon',
  email: 'Ravi@Kerala-Coir.in',
  phoneNumber: '(987) 654-3210',
  brand: 'Kerala Coir Works',
  business: 'We make natural coir mattresses in Alappuzha.',
};

const apply = (t: TestApp, body: object = application) => t.http().post('/api/merchant/seller-request').send(body);

const asAdmin = (t: TestApp, admin: UserFixture, method: 'get' | 'put' | 'delete', path: string) =>
  t.http()[method](`/api/merchant/${path}`).set('authorization', admin.token);

/** The token in a "Merchant Registration" email, checked against the link's documented shape. */
const signupLinkIn = (raw: string, email: string) => {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = unfolded.match(/http:\/\/shop\.test\/#\/merchant-signup\/([\w-]+)\?email=(\S+)/);
  if (!match) throw new Error(`No sign-up link in:\n${raw}`);
  expect(decodeURIComponent(match[2])).toBe(email);
  return match[1];
};

describe('merchants', () => {
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());
  const t = useTestApp(() => ({ contexts: [MERCHANTS_CONTEXT], env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://shop.test', FORM_RATE_LIMIT: '1000' } }));
  beforeEach(async () => {
    await t.reset();
    smtp.messages.length = 0;
  });

  const applied = async (body: object = application) => (await apply(t, body).expect(200)).body.merchant as MerchantDto;

  it('takes a seller request from anyone and keeps it waiting for approval', async () => {
    const res = await apply(t).expect(200);
    expect(res.body).toEqual({
      success: true,
      message: MerchantMessage.requestReceived(application.phoneNumber),
      merchant: expect.objectContaining({ name: 'Ravi Menon', email: 'ravi@kerala-coir.in', brand: 'Kerala Coir Works', status: MerchantStatus.Waiting }),
    });
    const stored = await t.orm.em.fork().findOneOrFail(Merchant, res.body.merchant._id);
    expect([stored.status, stored.phoneNumber]).toEqual([MerchantStatus.Waiting, '(987) 654-3210']);
  });

  it('refuses bad seller requests with the form’s messages and writes nothing', async () => {
    const cases: Array<[object, string]> = [
      [{ ...application, name: '  ' }, MerchantMessage.nameRequired],
      [{ ...application, email: undefined }, ValidationMessage.emailRequired],
      [{ ...application, email: 'ravi@' }, ValidationMessage.emailInvalid],
      [{ ...application, phoneNumber: '98765' }, ValidationMessage.phoneInvalid],
      [{ ...application, phoneNumber: '98765-43210x' }, ValidationMessage.phoneInvalid],
      [{ ...application, phoneNumber: '' }, MerchantMessage.phoneRequired],
      [{ ...application, brand: '' }, MerchantMessage.brandRequired],
      [{ ...application, business: 'Coir beds' }, MerchantMessage.businessMin],
      [{ ...application, business: undefined }, MerchantMessage.businessRequired],
      [{ ...application, business: 'x'.repeat(1001) }, MerchantMessage.businessMax],
    ];
    for (const [body, error] of cases) {
      const res = await apply(t, body).expect(400);
      expect([JSON.stringify(body), res.body]).toEqual([JSON.stringify(body), { error }]);
    }
    for (const phoneNumber of ['9876543210', '987-654-3210', '987.654.3210', '(987)6543210']) {
      await apply(t, { ...application, phoneNumber }).expect(200);
    }
    expect(await t.orm.em.fork().count(Merchant)).toBe(4);
  });

  it('lets only administrators list and act on requests', async () => {
    const { member, merchant, admin } = await createOneOfEachRole(t);
    const request = await applied();
    for (const [who, status] of [[undefined, 401], [member, 403], [merchant, 403]] as const) {
      const calls = [
        t.http().get('/api/merchant/list'),
        t.http().put(`/api/merchant/approve/${request._id}`),
        t.http().put(`/api/merchant/reject/${request._id}`),
        t.http().delete(`/api/merchant/delete/${request._id}`),
      ];
      for (const call of calls) {
        if (who) call.set('authorization', who.token);
        const res = await call.expect(status);
        expect(res.body.error).toEqual(expect.any(String));
      }
    }
    expect((await t.orm.em.fork().findOneOrFail(Merchant, request._id)).status).toBe(MerchantStatus.Waiting);
    expect(await t.orm.em.fork().count(Brand)).toBe(0);

    await applied({ ...application, email: 'second@example.in', brand: 'Second Brand' });
    const list = await asAdmin(t, admin, 'get', 'list').expect(200);
    expect(list.body.merchants.map((m: MerchantDto) => m.brand)).toEqual(['Second Brand', 'Kerala Coir Works']);
    for (const path of [`approve/${randomUUID()}`, 'approve/not-an-id', `reject/${randomUUID()}`]) {
      expect((await asAdmin(t, admin, 'put', path).expect(404)).body).toEqual({ error: expect.any(String) });
    }
    await asAdmin(t, admin, 'delete', `delete/${randomUUID()}`).expect(404);
  });

  it('approves once: one merchant account, one inactive brand, one emailed sign-up link, whatever the clicks', async () => {
    const { admin } = await createOneOfEachRole(t);
    const request = await applied();
    const clicks = await Promise.all([1, 2, 3].map(() => asAdmin(t, admin, 'put', `approve/${request._id}`)));
    expect(clicks.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(clicks.map((res) => res.body.message).sort()).toEqual(
      [MerchantMessage.alreadyApproved, MerchantMessage.alreadyApproved, MerchantMessage.approved('ravi@kerala-coir.in')].sort(),
    );
    await asAdmin(t, admin, 'put', `approve/${request._id}`).expect(200);

    const em = t.orm.em.fork();
    const users = await em.find(User, { email: 'ravi@kerala-coir.in' });
    expect(users.map((u) => [u.role, u.merchantId, u.passwordHash])).toEqual([[Role.Merchant, request._id, null]]);
    const brands = await em.find(Brand, {});
    expect(brands.map((b) => [b.name, b.isActive, b.merchantId])).toEqual([['Kerala Coir Works', false, request._id]]);
    expect((await em.findOneOrFail(Merchant, request._id)).status).toBe(MerchantStatus.Approved);

    const mail = await smtp.mailTo('ravi@kerala-coir.in', 'Merchant Registration');
    signupLinkIn(mail.raw, 'ravi@kerala-coir.in');
    // Every email is queued in the approving transaction, so the outbox holds all there will ever be.
    expect(await em.count(MailMessage, { to: 'ravi@kerala-coir.in' })).toBe(1);

    // Approved: only delete remains.
    const reject = await asAdmin(t, admin, 'put', `reject/${request._id}`).expect(400);
    expect(reject.body).toEqual({ error: MerchantMessage.notAllowed('reject', MerchantStatus.Approved) });
  });

  it('signs the merchant up once from the link, for the email it was sent to', async () => {
    const { admin } = await createOneOfEachRole(t);
    const request = await applied();
    await asAdmin(t, admin, 'put', `approve/${request._id}`).expect(200);
    const token = signupLinkIn((await smtp.mailTo('ravi@kerala-coir.in', 'Merchant Registration')).raw, 'ravi@kerala-coir.in');
    const form = { email: 'ravi@kerala-coir.in', firstName: 'Ravi', lastName: 'Menon', password: 'coir-secret' };
    const signup = (body: object, link = token) => t.http().post(`/api/merchant/signup/${link}`).send(body);

    // Not yet: the account has no password.
    await t.http().post('/api/auth/login').send({ email: form.email, password: form.password }).expect(400);
    expect((await signup({ ...form, password: '123' }).expect(400)).body).toEqual({ error: ValidationMessage.passwordMin });
    expect((await signup({ ...form, firstName: '' }).expect(400)).body).toEqual({ error: ValidationMessage.firstNameRequired });
    expect((await signup({ ...form, email: 'someone@else.in' }).expect(400)).body).toEqual({ error: MerchantMessage.signupEmailMismatch });
    expect((await signup(form, 'made-up-token').expect(400)).body).toEqual({ error: MerchantMessage.signupLinkInvalid });

    const done = await signup({ ...form, email: 'RAVI@kerala-coir.in' }).expect(200);
    expect(done.body).toEqual({ success: true, message: MerchantMessage.signedUp });
    expect((await signup(form).expect(400)).body).toEqual({ error: MerchantMessage.signupLinkInvalid });

    const login = await t.http().post('/api/auth/login').send({ email: form.email, password: form.password }).expect(200);
    expect(login.body.user).toEqual(expect.objectContaining({ firstName: 'Ravi', lastName: 'Menon', role: Role.Merchant, merchant: request._id }));
    // The merchant manages its own brand only.
    const own = await t.http().get('/api/brand').set('authorization', login.body.token).expect(200);
    expect(own.body.brands.map((b: { name: string }) => b.name)).toEqual(['Kerala Coir Works']);
  });

  it('refuses an expired sign-up link', async () => {
    const { admin } = await createOneOfEachRole(t);
    const request = await applied();
    await asAdmin(t, admin, 'put', `approve/${request._id}`).expect(200);
    const token = signupLinkIn((await smtp.mailTo('ravi@kerala-coir.in', 'Merchant Registration')).raw, 'ravi@kerala-coir.in');
    await t.orm.em.getConnection().execute(`UPDATE merchant_signup_tokens SET expires_at = now() - interval '1 second'`);
    const res = await t
      .http()
      .post(`/api/merchant/signup/${token}`)
      .send({ email: 'ravi@kerala-coir.in', firstName: 'Ravi', lastName: 'Menon', password: 'coir-secret' })
      .expect(400);
    expect(res.body).toEqual({ error: MerchantMessage.signupLinkInvalid });
    expect((await t.orm.em.fork().findOneOrFail(User, { email: 'ravi@kerala-coir.in' })).passwordHash).toBeNull();
  });

  it('makes an existing member a merchant and welcomes them, without a sign-up link', async () => {
    const { admin } = await createOneOfEachRole(t);
    const member = await createUser(t, { email: 'ravi@kerala-coir.in', firstName: 'Ravi' });
    const request = await applied();
    await asAdmin(t, admin, 'put', `approve/${request._id}`).expect(200);
    const mail = await smtp.mailTo('ravi@kerala-coir.in', 'Merchant Welcome');
    expect(mail.raw).toContain('Kerala Coir Works');
    const profile = await t.http().get('/api/user').set('authorization', member.token).expect(200);
    expect(profile.body.user).toEqual(expect.objectContaining({ role: Role.Merchant, merchant: request._id }));
    expect(await t.orm.em.fork().count(User, { email: 'ravi@kerala-coir.in' })).toBe(1);
  });

  it('cannot approve a request without email, an administrator’s email, or a brand name in use', async () => {
    const { admin } = await createOneOfEachRole(t);
    const em = t.orm.em.fork();
    const noEmail = em.create(Merchant, { ...application, email: null });
    await em.flush();
    const res = await asAdmin(t, admin, 'put', `approve/${noEmail.id}`).expect(400);
    expect(res.body).toEqual({ error: MerchantMessage.cannotApproveWithoutEmail });
    const listed = (await asAdmin(t, admin, 'get', 'list').expect(200)).body.merchants as MerchantDto[];
    expect(listed.map((m) => [m.email, m.status])).toEqual([[null, MerchantStatus.Waiting]]);

    const adminsOwn = await applied({ ...application, email: admin.user.email, brand: 'Admin Beds' });
    expect((await asAdmin(t, admin, 'put', `approve/${adminsOwn._id}`).expect(409)).body).toEqual({ error: MerchantMessage.emailIsAdmin });
    expect((await t.orm.em.fork().findOneOrFail(User, admin.user.id)).role).toBe(Role.Admin);

    await t.http().post('/api/brand/add').set('authorization', admin.token).send({ name: 'kerala coir works', description: 'Ours.' }).expect(201);
    const taken = await applied();
    expect((await asAdmin(t, admin, 'put', `approve/${taken._id}`).expect(409)).body.error).toEqual(expect.any(String));
    // Nothing of the failed approval was kept.
    expect(await t.orm.em.fork().count(User, { email: 'ravi@kerala-coir.in' })).toBe(0);
    expect((await t.orm.em.fork().findOneOrFail(Merchant, taken._id)).status).toBe(MerchantStatus.Waiting);
    expect(await t.orm.em.fork().count(MailMessage)).toBe(0);
  });

  it('keeps a rejected request, which can be approved later', async () => {
    const { admin } = await createOneOfEachRole(t);
    const request = await applied();
    const rejected = await asAdmin(t, admin, 'put', `reject/${request._id}`).expect(200);
    expect(rejected.body).toEqual(expect.objectContaining({ message: MerchantMessage.rejected, merchant: expect.objectContaining({ status: MerchantStatus.Rejected }) }));
    await asAdmin(t, admin, 'put', `reject/${request._id}`).expect(400);
    expect(await t.orm.em.fork().count(User, { email: 'ravi@kerala-coir.in' })).toBe(0);
    await asAdmin(t, admin, 'put', `approve/${request._id}`).expect(200);
    expect((await t.orm.em.fork().findOneOrFail(Merchant, request._id)).status).toBe(MerchantStatus.Approved);
    await smtp.mailTo('ravi@kerala-coir.in', 'Merchant Registration');
  });

  it('deleting a merchant ends its selling: the brand is disabled and the account is a member’s again', async () => {
    const { admin } = await createOneOfEachRole(t);
    const member = await createUser(t, { email: 'ravi@kerala-coir.in' });
    const unclaimed = await applied({ ...application, email: 'new@kerala-coir.in', brand: 'Unclaimed Beds' });
    const request = await applied();
    await asAdmin(t, admin, 'put', `approve/${request._id}`).expect(200);
    await asAdmin(t, admin, 'put', `approve/${unclaimed._id}`).expect(200);
    const brand = await t.orm.em.fork().findOneOrFail(Brand, { merchantId: request._id });
    await completeBusinessDetails(t, request._id);
    await t.http().put(`/api/brand/${brand.id}/active`).set('authorization', admin.token).send({ brand: { isActive: true } }).expect(200);

    const res = await asAdmin(t, admin, 'delete', `delete/${request._id}`).expect(200);
    expect(res.body).toEqual({ success: true, message: MerchantMessage.deleted });
    await asAdmin(t, admin, 'delete', `delete/${unclaimed._id}`).expect(200);

    const em = t.orm.em.fork();
    expect(await em.count(Merchant)).toBe(0);
    expect(await em.count(MerchantBusiness)).toBe(0);
    expect((await em.find(Brand, {}, { orderBy: { name: 'asc' } })).map((b) => [b.name, b.isActive, b.merchantId])).toEqual([
      ['Kerala Coir Works', false, null],
      ['Unclaimed Beds', false, null],
    ]);
    const profile = await t.http().get('/api/user').set('authorization', member.token).expect(200);
    expect(profile.body.user).toEqual(expect.objectContaining({ role: Role.Member, merchant: null }));
    // The account made for the merchant who never signed up is gone with it.
    expect(await em.count(User, { email: 'new@kerala-coir.in' })).toBe(0);
  });

  it('treats a merchant account without a merchant record as a member’s', async () => {
    const { admin } = await createOneOfEachRole(t);
    const unlinked = await createUser(t, { role: Role.Merchant, merchantId: null });
    const profile = await t.http().get('/api/user').set('authorization', unlinked.token).expect(200);
    expect(profile.body.user).toEqual(expect.objectContaining({ role: Role.Merchant, merchant: null }));
    expect(dashboardMenuFor(profile.body.user.role, profile.body.user.merchant).map((entry) => entry.label)).toEqual(
      dashboardMenuFor(Role.Member, null).map((entry) => entry.label),
    );
    // It manages nothing: no brand, no products, and it cannot add one.
    await createBrand(t, { name: 'Shop Own' });
    const brands = await t.http().get('/api/brand').set('authorization', unlinked.token).expect(200);
    expect(brands.body.brands).toEqual([]);
    const products = await t.http().get('/api/product').set('authorization', unlinked.token).expect(200);
    expect(products.body.products).toEqual([]);
    await t.http().get('/api/merchant/list').set('authorization', unlinked.token).expect(403);
    await asAdmin(t, admin, 'get', 'list').expect(200);
  });
});
