import { randomBytes } from 'node:crypto';
import { CapturedLog } from '@nidra/api/testing';
import { ProbeModule } from './support/probe.module';
import { useTestApp } from './support/shop-app';

/** A secret as the shop's emailed links carry one. */
const secret = () => randomBytes(24).toString('hex');

describe('the request log', () => {
  const log = new CapturedLog();
  const t = useTestApp({ env: { LOG_LEVEL: 'info' }, log, imports: [ProbeModule] });
  beforeEach(() => log.clear());

  /** The URLs of the log's lines about requests. */
  const loggedUrls = () => log.lines().flatMap((line) => (line['req'] ? [(line['req'] as { url: string }).url] : []));

  it('names a password reset and a merchant sign-up without the token of their link', async () => {
    const reset = secret();
    const signup = secret();
    await t.http().post(`/api/auth/reset/${reset}`).send({ password: 'a-new-password', confirmPassword: 'a-new-password' }).expect(400);
    await t.http().post(`/api/merchant/signup/${signup}?from=email`).send({}).expect(400);
    // A link mangled on its way (a slash added) finds no route, and is logged without its token all the same.
    await t.http().get(`/api/auth/reset/${reset}/`).expect(404);

    expect(loggedUrls()).toEqual(
      expect.arrayContaining(['/api/auth/reset/[redacted]', '/api/merchant/signup/[redacted]?from=email', '/api/auth/reset/[redacted]/']),
    );
    expect(log.text).not.toContain(reset);
    expect(log.text).not.toContain(signup);
  });

  it('writes no secret of a query string: an OAuth code and state, a token', async () => {
    const [code, state, token] = [secret(), secret(), secret()];
    await t.http().get(`/api/auth/google/callback?code=${code}&state=${state}&scope=email`);
    await t.http().get(`/api/health/nothing?token=${token}&page=2`).expect(404);

    expect(loggedUrls()).toEqual(
      expect.arrayContaining(['/api/auth/google/callback?code=[redacted]&state=[redacted]&scope=email', '/api/health/nothing?token=[redacted]&page=2']),
    );
    for (const value of [code, state, token]) expect(log.text).not.toContain(value);
  });

  it('leaves out a token on any route that names one, in the error report too', async () => {
    const token = secret();
    await t.http().get(`/api/probe/crash/${token}`).expect(500);

    const report = log.lines().find((line) => line['msg'] === 'Unexpected error while serving a request');
    expect(report).toEqual(expect.objectContaining({ url: '/api/probe/crash/[redacted]' }));
    expect(loggedUrls()).toContain('/api/probe/crash/[redacted]');
    expect(log.text).not.toContain(token);
  });

  it('keeps the rest of a URL as it came', async () => {
    await t.http().get('/api/probe/public?from=cart&page=2').expect(200);
    await t.http().get('/api/product/item/some-mattress').expect(404);
    expect(loggedUrls()).toEqual(expect.arrayContaining(['/api/probe/public?from=cart&page=2', '/api/product/item/some-mattress']));
  });
});
