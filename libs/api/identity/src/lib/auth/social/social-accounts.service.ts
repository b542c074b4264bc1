import { createHash, randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { AppConfig, InvalidInput, MailService } from '@nidra/api/core';
import { AuthProvider } from '@nidra/shared/contracts';
import { User, normalizeEmail } from '../../users/user.entity';
import { UserRegisteredEvent } from '../../users/user-registered.event';
import { welcomeEmail } from '../auth.emails';
import { AuthCode } from './auth-code.entity';

export type SocialProvider = typeof AuthProvider.Google | typeof AuthProvider.Facebook;

/** What a provider told us about the person, reduced to what the shop keeps. */
export interface SocialProfile {
  provider: SocialProvider;
  email?: string;
  firstName?: string;
  lastName?: string;
  displayName?: string;
}

export const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

const CODE_TTL_MS = 2 * 60 * 1000;

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

export const SocialMessage = {
  noEmail: (provider: SocialProvider) => `Your ${PROVIDER_NAMES[provider]} account did not share an email address, so we cannot sign you in with it.`,
  codeExpired: 'This sign-in has expired. Please sign in again.',
} as const;

@Injectable()
export class SocialAccountsService {
  private readonly logger = new Logger('SocialSignIn');

  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly events: EventEmitter2,
  ) {}

  /** The account with the provider's email, or a new member account for it. */
  async findOrCreate(profile: SocialProfile): Promise<User> {
    if (!profile.email) throw new InvalidInput(SocialMessage.noEmail(profile.provider));
    const email = normalizeEmail(profile.email);
    const em = this.em.fork();
    const existing = await em.findOne(User, { email });
    if (existing) return existing;

    const [first, ...rest] = (profile.displayName ?? '').trim().split(/\s+/);
    const user = em.create(User, {
      email,
      provider: profile.provider,
      firstName: (profile.firstName || first || email.split('@')[0]).slice(0, 100),
      lastName: (profile.lastName || rest.join(' ') || '-').slice(0, 100),
    });
    this.mail.queue(em, welcomeEmail(user, this.config.publicUrl));
    try {
      await em.flush();
    } catch (error) {
      // The same person finishing two sign-ins at once: the other one created the account.
      if ((error as { code?: string }).code === '23505') return this.em.fork().findOneOrFail(User, { email });
      throw error;
    }
    this.logger.log(`New ${profile.provider} account ${user.id}`);
    this.mail.deliverSoon();
    await this.events.emitAsync(
      UserRegisteredEvent.eventName,
      new UserRegisteredEvent(user.id, user.email, user.firstName, false),
    );
    return user;
  }

  /** A one-time code for the browser's return URL, valid for two minutes. */
  async issueCode(user: User): Promise<string> {
    const code = randomBytes(32).toString('base64url');
    const em = this.em.fork();
    // Spent and expired codes are of no use to anyone; they go as new ones are made.
    await em.nativeDelete(AuthCode, { expiresAt: { $lt: new Date(Date.now() - CODE_TTL_MS) } });
    em.create(AuthCode, { user: user.id, codeHash: hash(code), expiresAt: new Date(Date.now() + CODE_TTL_MS) });
    await em.flush();
    return code;
  }

  /** Trades a code for its user, once. */
  async redeemCode(code: string): Promise<User> {
    const claimed: Array<{ user_id: string }> = await this.em.getConnection().execute(
      `UPDATE auth_codes SET used_at = now()
        WHERE code_hash = ? AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
      [hash(code)],
    );
    if (claimed.length === 0) throw new InvalidInput(SocialMessage.codeExpired);
    return this.em.findOneOrFail(User, { id: claimed[0].user_id });
  }
}
