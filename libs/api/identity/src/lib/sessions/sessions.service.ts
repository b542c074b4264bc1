import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { TokenService, type AuthenticatedUser, type TokenPayload } from '@nidra/api/core';
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

/**
 * The one check of a token, for HTTP requests and chat sockets alike: the account it names still exists
 * and has not revoked its tokens since this one was issued. Ending a user's sessions goes through here too.
 */
@Injectable()
export class SessionsService {
  private readonly logger = new Logger('Sessions');

  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokenService,
    private readonly events: EventEmitter2,
  ) {}

  /** The signed-in user a verified token's claims name, or undefined. One lean statement. */
  async userFor(payload: TokenPayload): Promise<AuthenticatedUser | undefined> {
    if (typeof payload.sub !== 'string' || !UUID.test(payload.sub) || typeof payload.ver !== 'number') return undefined;
    const [user] = await this.em
      .getConnection()
      .execute<SessionRow[]>('SELECT id, email, first_name, role, merchant_id, token_version FROM users WHERE id = ?', [payload.sub]);
    if (!user || user.token_version !== payload.ver) return undefined;
    return { id: user.id, email: user.email, firstName: user.first_name, role: user.role, merchantId: user.merchant_id };
  }

  /** A token as the browser holds it ("Bearer …" or bare), checked in full: signature, expiry, account, revocation. */
  async resolve(token: unknown): Promise<AuthenticatedUser | undefined> {
    const payload = typeof token === 'string' ? await this.tokens.read(token) : undefined;
    return payload ? this.userFor(payload) : undefined;
  }

  /** Signs the user out everywhere: every token issued before now stops working. */
  async revoke(userId: string): Promise<void> {
    await this.em.getConnection().execute('UPDATE users SET token_version = token_version + 1 WHERE id = ?', [userId]);
    this.ended(userId);
  }

  /**
   * Tells the shop that these users' sessions ended or their access changed. Call it once the change is
   * committed; what listens (the chat) closes what it holds open for them, on every instance.
   */
  ended(...userIds: string[]): void {
    for (const userId of userIds) {
      try {
        this.events.emit(SessionsEndedEvent.eventName, new SessionsEndedEvent(userId));
      } catch (error) {
        this.logger.warn({ err: error }, `Could not end the open sessions of ${userId}`);
      }
    }
  }
}
