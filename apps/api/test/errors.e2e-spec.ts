import { ErrorMessage } from '@nidra/shared/contracts';
import { ProbeModule } from './support/probe.module';
import { useTestApp } from './support/shop-app';

describe('errors are JSON { error } with their status', () => {
  const t = useTestApp({ imports: [ProbeModule] });

  it('answers an unknown /api route with 404', async () => {
    const res = await t.http().get('/api/no-such-thing').expect(404);
    expect(res.body).toEqual({ error: ErrorMessage.routeNotFound });
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.http().post('/api/auth/login').set('content-type', 'application/json').send('{"email":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: ErrorMessage.malformedJson });
  });

  it('answers a body over the limit with 413', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(t.config.bodyLimit + 10) });
    const res = await t.http().post('/api/probe/echo').set('content-type', 'application/json').send(huge);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: ErrorMessage.payloadTooLarge });
  });

  it('answers an unsupported media type with 415', async () => {
    const res = await t.http().post('/api/probe/echo').set('content-type', 'application/xml').send('<name>x</name>');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: ErrorMessage.unsupportedMediaType });
  });

  it("maps the ORM's not-found to 404", async () => {
    const res = await t.http().get('/api/probe/missing').expect(404);
    expect(res.body).toEqual({ error: ErrorMessage.notFound });
  });

  it('hides an unexpected failure behind a generic 500', async () => {
    const res = await t.http().get('/api/probe/crash').expect(500);
    expect(res.body).toEqual({ error: ErrorMessage.unexpected });
    expect(JSON.stringify(res.body)).not.toContain('secret internal detail');
  });

  it('strips unknown fields and reports the first broken rule', async () => {
    const bad = await t.http().post('/api/probe/echo').send({ nickname: 'x' }).expect(400);
    expect(bad.body).toEqual({ error: 'Name is required.' });
    const good = await t.http().post('/api/probe/echo').send({ name: 'Asha', role: 'ROLE_ADMIN' }).expect(201);
    expect(good.body).toEqual({ name: 'Asha' });
  });

  it('tags every response with a request id, echoing a sane one', async () => {
    const res = await t.http().get('/api/health').set('x-request-id', 'trace-123');
    expect(res.headers['x-request-id']).toBe('trace-123');
    const generated = await t.http().get('/api/health').set('x-request-id', 'bad id with spaces');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers', async () => {
    const res = await t.http().get('/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });
});

describe('throttling', () => {
  const t = useTestApp();

  it('answers the eleventh sign-in attempt in a minute with 429', async () => {
    const attempt = () => t.http().post('/api/auth/login').send({ email: 'victim@example.in', password: 'guess123' });
    for (let i = 0; i < t.config.rateLimits.login.limit; i++) {
      expect((await attempt()).status).toBe(400);
    }
    const res = await attempt();
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ error: ErrorMessage.tooManyRequests });
  });

  it('limits sign-in per account, so other people can still sign in', async () => {
    const res = await t.http().post('/api/auth/login').send({ email: 'someone-else@example.in', password: 'guess123' });
    expect(res.status).toBe(400);
  });

  it('limits sign-ups per address', async () => {
    const limit = t.config.rateLimits.forms.limit;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      const res = await t.http().post('/api/auth/register').send({ email: `x${i}@example.in` });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, limit).every((status) => status === 400)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });
});
