import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { Batcher, PreparedStatement, sqlArray, TokenService, type AuthenticatedUser, type TokenPayload } from '@nidra/api/core';
import type { Role } from '@nidra/shared/contracts';
import { SessionsEndedEvent } from './sessions-ended.event';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface SessionRow {
  id: string;
  email: string;
  first_name: string;
  role: Role;
  merchant_id: string | null;
  token_version: number;
}

/** The accounts a batch of tokens name: read on every signed-in request and chat message. */
const ACCOUNTS = new PreparedStatement<SessionRow>(
  'session-accounts',
  'SELECT id, email, first_name, role, merchant_id, token_version FROM users WHERE id = ANY(?::uuid[])',
);

/** The account a token's claims name, when they are well formed: its id as stored (lower case). */
function accountOf(payload: TokenPayload): string | undefined {
  if (typeof payload.sub !== 'string' || !UUID.test(payload.sub) || typeof payload.ver !== 'number') return undefined;
  return payload.sub.toLowerCase();
}

const expired = (claims: TokenPayload, now: number) => claims.exp !== undefined && claims.exp * 1000 <= now;

/** The user of an account read for a token, unless it is gone or has revoked its tokens since this one. */
function signedIn(payload: TokenPayload, user: SessionRow | undefined): AuthenticatedUser | undefined {
  if (!user || user.token_version !== payload.ver) return undefined;
  return { id: user.id, email: user.email, firstName: user.first_name, role: user.role, merchantId: user.merchant_id };
}

/**
 * The one check of a token, for HTTP requests and chat sockets alike: the account it names still exists
 * and has not revoked its tokens since this one was issued. Ending a user's sessions goes through here too.
 */
@Injectable()
export class SessionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokenService,
    private readonly events: EventEmitter2,
  ) {}

  /**
   * Accounts asked for at the same moment (a burst of requests or chat messages) are read together, in one
   * statement for the batch instead of one each; a lone check runs at once.
   */
  private readonly accounts = new Batcher<string, SessionRow | undefined>(
    async (ids) => {
      const rows = await ACCOUNTS.rows(this.em, [sqlArray([...new Set(ids)])]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id));
    },
    { concurrency: 4, maxBatch: 500 },
  );

  /** The signed-in user a verified token's claims name, or undefined. One lean statement (shared under load). */
  async userFor(payload: TokenPayload): Promise<AuthenticatedUser | undefined> {
    const id = accountOf(payload);
    return id === undefined ? undefined : signedIn(payload, await this.accounts.load(id));
  }

  /**
   * A token as the browser holds it ("Bearer …" or bare), checked in full: signature, expiry, account,
   * revocation. Answers the user and the token's claims, which a long-lived connection (a chat socket)
   * keeps to ask `stillValid` again without verifying the signature each time.
   */
  async resolve(token: unknown): Promise<{ user: AuthenticatedUser; claims: TokenPayload } | undefined> {
    const claims = typeof token === 'string' ? await this.tokens.read(token) : undefined;
    const user = claims && (await this.userFor(claims));
    return user && claims ? { user, claims } : undefined;
  }

  /** The user of claims verified earlier, while the token has not expired or been revoked since. */
  async stillValid(claims: TokenPayload): Promise<AuthenticatedUser | undefined> {
    return expired(claims, Date.now()) ? undefined : this.userFor(claims);
  }

  /**
   * `stillValid` for many claims at once (a batch of chat messages), in their order: one statement for all,
   * none when every token has expired.
   */
  async allStillValid(claims: readonly TokenPayload[]): Promise<Array<AuthenticatedUser | undefined>> {
    const now = Date.now();
    const ids = claims.map((claim) => (expired(claim, now) ? undefined : accountOf(claim)));
    const wanted = [...new Set(ids.filter((id): id is string => id !== undefined))];
    const rows = wanted.length > 0 ? await ACCOUNTS.rows(this.em, [sqlArray(wanted)]) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return claims.map((claim, i) => {
      const id = ids[i];
      return id === undefined ? undefined : signedIn(claim, byId.get(id));
    });
  }

  /** Signs the user out everywhere: every token issued before now stops working. */
  async revoke(userId: string): Promise<void> {
    await this.em.execute('UPDATE users SET token_version = token_version + 1 WHERE id = ?', [userId]);
    this.ended(userId);
  }

  /**
   * Tells the shop that these users' sessions ended or their access changed. Call it once the change is
   * committed; what listens (the chat) closes what it holds open for them, on every instance.
   */
  ended(...userIds: string[]): void {
    for (const userId of userIds) this.events.emit(SessionsEndedEvent.eventName, new SessionsEndedEvent(userId));
  }
}
