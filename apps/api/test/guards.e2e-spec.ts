import { ErrorMessage, Role } from '@nidra/shared/contracts';
import { createOneOfEachRole, type UserFixture } from '@nidra/api/identity/testing';
import { ProbeModule } from './support/probe.module';
import { useTestApp } from './support/shop-app';

describe('the global guard, tried as everybody', () => {
  const t = useTestApp({ imports: [ProbeModule] });
  let users: Record<'member' | 'merchant' | 'admin', UserFixture>;
  beforeAll(async () => {
    users = await createOneOfEachRole(t);
  });

  const as = (who: 'anonymous' | 'member' | 'merchant' | 'admin', path: string) => {
    const req = t.http().get(path);
    return who === 'anonymous' ? req : req.set('authorization', users[who].token);
  };

  it.each([
    ['/api/probe/public', { anonymous: 200, member: 200, merchant: 200, admin: 200 }],
    ['/api/probe/signed-in', { anonymous: 401, member: 200, merchant: 200, admin: 200 }],
    ['/api/probe/merchant', { anonymous: 401, member: 403, merchant: 200, admin: 200 }],
    ['/api/probe/admin', { anonymous: 401, member: 403, merchant: 403, admin: 200 }],
  ] as const)('%s answers %j', async (path, expected) => {
    for (const [who, status] of Object.entries(expected)) {
      const res = await as(who as keyof typeof expected, path);
      expect([who, res.status]).toEqual([who, status]);
      if (status === 401) expect(res.body).toEqual({ error: ErrorMessage.unauthenticated });
      if (status === 403) expect(res.body).toEqual({ error: ErrorMessage.forbidden });
    }
  });

  it('knows who calls a public route when a token is sent, and ignores a bad one', async () => {
    expect((await as('admin', '/api/probe/public')).body.user).toBe(users.admin.user.email);
    const res = await t.http().get('/api/probe/public').set('authorization', 'Bearer rubbish').expect(200);
    expect(res.body.user).toBeNull();
  });

  it('takes the role from the server, not the token holder', async () => {
    const res = await as('merchant', '/api/probe/signed-in').expect(200);
    expect(res.body.role).toBe(Role.Merchant);
  });
});
