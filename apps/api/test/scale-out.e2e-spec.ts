import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ErrorMessage } from '@nidra/shared/contracts';
import { useTestApp } from './support/shop-app';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

describe('two instances sharing Redis', () => {
  const first = useTestApp({ env: { REDIS_URL } });
  const second = useTestApp({ env: { REDIS_URL } });

  it('share one sign-in limit, so spreading attempts over instances does not help', async () => {
    const email = `target-${randomUUID()}@example.in`;
    const limit = first.config.rateLimits.login.limit;
    for (let i = 0; i < limit; i++) {
      const instance = i % 2 === 0 ? first : second;
      const res = await instance.http().post('/api/auth/login').send({ email, password: 'guess123' });
      expect(res.status).toBe(400);
    }
    const blocked = await second.http().post('/api/auth/login').send({ email, password: 'guess123' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: ErrorMessage.tooManyRequests });
    expect((await first.http().post('/api/auth/login').send({ email, password: 'guess123' })).status).toBe(429);
  });
});

describe('stored images', () => {
  const t = useTestApp();

  it('are served from /uploads on the same port', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    writeFileSync(join(t.config.uploadDir, 'pixel.png'), png);
    const res = await t.http().get('/uploads/pixel.png').expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(res.body as Buffer, png)).toBe(0);
    const missing = await t.http().get('/uploads/none.png');
    expect(missing.status).toBe(404);
  });
});
