import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { TOKEN_STORAGE_KEY } from '@nidra/shared/contracts';
import { shopUrl } from './browser';

export interface Member {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Creates a member through the API, as the sign-up form would. */
export async function registerMember(overrides: Partial<Member> = {}): Promise<Member> {
  const member = {
    email: `member-${randomUUID().slice(0, 8)}@example.in`,
    password: 'sleepwell1',
    firstName: 'Meera',
    lastName: 'Iyer',
    ...overrides,
  };
  const res = await fetch(`${process.env['SHOP_URL']}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(member),
  });
  if (!res.ok) throw new Error(`Sign-up failed: ${res.status} ${await res.text()}`);
  return member;
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(shopUrl('/login'));
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Opens pages of this visitor already signed in with the token, as a reload after signing in would. */
export async function withToken(page: Page, token: string): Promise<void> {
  await page.context().addInitScript(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token] as const);
}
