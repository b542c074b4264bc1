import type { IncomingMessage } from 'node:http';
import { loggedQuery, loggedUrl, SecretPaths } from './logged-url';

describe('SecretPaths', () => {
  const paths = new SecretPaths();
  for (const url of ['/api/auth/reset/:token', '/api/order/:id/confirm/:linkToken/:part', '/api/product/item/:slug']) paths.learn({ url });
  const logged = (url: string, route?: string) => {
    const raw = { url } as IncomingMessage;
    paths.mark(raw, route);
    return loggedUrl(raw);
  };

  it('redacts the path segments a route names as secrets, wherever they are', () => {
    expect(logged('/api/auth/reset/abc123', '/api/auth/reset/:token')).toBe('/api/auth/reset/[redacted]');
    expect(logged('/api/order/42/confirm/s3cret/pdf?x=1', '/api/order/:id/confirm/:linkToken/:part')).toBe('/api/order/42/confirm/[redacted]/pdf?x=1');
  });

  it('redacts the values of secret-named query parameters, however their names are written', () => {
    expect(logged('/api/auth/google/callback?code=c0de&state=st4te&scope=email')).toBe('/api/auth/google/callback?code=[redacted]&state=[redacted]&scope=email');
    expect(logged('/api/x?%74oken=t0ken&reset_token=r&pincode=560001')).toBe('/api/x?%74oken=[redacted]&reset_token=[redacted]&pincode=560001');
    expect(loggedQuery({ code: 'c0de', pincode: '560001' })).toEqual({ code: '[redacted]', pincode: '560001' });
  });

  it('redacts them from a URL no route took that begins as such a route', () => {
    expect(logged('/api/auth/reset/abc123/')).toBe('/api/auth/reset/[redacted]/');
    expect(logged('/API/auth/reset/abc123/more?x=1')).toBe('/API/auth/reset/[redacted]/more?x=1');
  });

  it('marks nothing on a URL without a secret to redact', () => {
    expect(logged('/api/product/item/ortho-rest', '/api/product/item/:slug')).toBeUndefined();
    expect(logged('/api/auth/resets/abc123')).toBeUndefined();
    expect(logged('/api/auth/reset')).toBeUndefined();
  });
});
