import { randomUUID } from 'node:crypto';
import { TokenService } from '@nidra/api/core';
import { hashPassword, User } from '../src';
import { Role } from '@nidra/shared/contracts';
import type { TestApp } from '@nidra/api/testing';

export interface UserFixture {
  user: User;
  password: string;
  /** The Authorization header value, as the browser sends it. */
  token: string;
}

export interface UserOverrides {
  email?: string;
  firstName?: string;
  lastName?: string;
  password?: string;
  role?: Role;
  merchantId?: string | null;
}

export async function createUser(t: TestApp, overrides: UserOverrides = {}): Promise<UserFixture> {
  const password = overrides.password ?? 'secret123';
  const em = t.orm.em.fork();
  const user = em.create(User, {
    email: overrides.email ?? `user-${randomUUID().slice(0, 8)}@example.in`,
    firstName: overrides.firstName ?? 'Asha',
    lastName: overrides.lastName ?? 'Rao',
    role: overrides.role ?? Role.Member,
    merchantId: overrides.merchantId ?? null,
    passwordHash: await hashPassword(password),
  });
  await em.flush();
  const token = await t.app.get(TokenService).issue(user.id, user.tokenVersion);
  return { user, password, token };
}

/** One signed-in user of each role, for trying a route as everybody. */
export async function createOneOfEachRole(t: TestApp) {
  const [member, merchant, admin] = await Promise.all([
    createUser(t, { role: Role.Member }),
    createUser(t, { role: Role.Merchant, merchantId: randomUUID() }),
    createUser(t, { role: Role.Admin }),
  ]);
  return { member, merchant, admin };
}
