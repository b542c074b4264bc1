import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventEmitter2 } from '@nestjs/event-emitter';
import type { TokenService } from '@nidra/api/core';
import { Role } from '@nidra/shared/contracts';
import { SessionsService } from './sessions.service';

const USER = '6f1f9a3e-3c1b-4c2e-9f59-0a8b4f1f2d11';

/** A session check whose database answers with the given account row (and counts the statements). */
function sessionsWith(row: object | undefined) {
  const statements: string[] = [];
  const em = { getConnection: () => ({ execute: async (sql: string) => (statements.push(sql), row ? [row] : []) }) };
  const sessions = new SessionsService(em as unknown as EntityManager, {} as TokenService, {} as EventEmitter2);
  return { sessions, statements };
}

describe('SessionsService.stillValid', () => {
  const account = { id: USER, email: 'a@example.in', first_name: 'Asha', role: Role.Member, merchant_id: null, token_version: 3 };
  const inAnHour = Math.floor(Date.now() / 1000) + 3600;

  it('answers the account while the token has not expired and its version is current', async () => {
    const { sessions, statements } = sessionsWith(account);
    expect(await sessions.stillValid({ sub: USER, ver: 3, exp: inAnHour })).toEqual(expect.objectContaining({ id: USER, firstName: 'Asha' }));
    expect(statements).toHaveLength(1);
  });

  it('refuses an expired token without asking the database, and a revoked one', async () => {
    const expired = sessionsWith(account);
    expect(await expired.sessions.stillValid({ sub: USER, ver: 3, exp: Math.floor(Date.now() / 1000) - 1 })).toBeUndefined();
    expect(expired.statements).toHaveLength(0);
    expect(await sessionsWith(account).sessions.stillValid({ sub: USER, ver: 2, exp: inAnHour })).toBeUndefined();
    expect(await sessionsWith(undefined).sessions.stillValid({ sub: USER, ver: 3, exp: inAnHour })).toBeUndefined();
  });
});
