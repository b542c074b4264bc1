import { createHash, randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { AppConfig, InvalidInput, MailService } from '@nidra/api/core';
import { AuthProvider, plainName, Role, SocialMessage, type SocialProviderId } from '@nidra/shared/contracts';
import { User, normalizeEmail } from '../../users/user.entity';
import { UserRegisteredEvent } from '../../users/user-registered.event';
import { welcomeEmail } from '../auth.emails';
import { AuthCode, type AuthCodePurpose } from './auth-code.entity';
import { SocialLink } from './social-link.entity';

export type SocialProvider = SocialProviderId;

/** What a provider told us about the person, reduced to what the shop keeps. */
export interface SocialProfile {
  provider: SocialProvider;
  /** The provider's own id for the person (Google's `sub`, Facebook's id). */
  subject?: string;
  email?: string;
  /** Whether the provider vouches that the email is the person's. */
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
  displayName?: string;
}

/** A sign-in's code, and the cookie that binds it to its browser, last this long. */
export const SIGN_IN_CODE_TTL_MS = 2 * 60 * 1000;
/** A link started from Account Security must come back from the provider within this. */
export const LINK_TTL_MS = 10 * 60 * 1000;

const hash = (value: string) => createHash('sha256').update(value).digest('hex');


/** A provider linked to an account, as Account Security lists it. */
export interface LinkedProvider {
  provider: SocialProvider;
  created: string;
}

/**
 * Social sign-in and the providers linked to accounts. A provider account signs in to the shop account it
 * is linked to. Otherwise it may link itself by email only to a member's account, and only when the
 * provider vouches for that email: an administrator's or merchant's account signs in with a provider
 * only once its owner, signed in with the password, has linked it.
 */
@Injectable()
export class SocialAccountsService {
  private readonly logger = new Logger('SocialSignIn');

  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly events: EventEmitter2,
  ) {}

  /** The account this provider account signs in to, linking or creating one where the rules allow. */
  async signIn(profile: SocialProfile): Promise<User> {
    const { provider, subject } = profile;
    if (!subject) throw new InvalidInput(SocialMessage.noSubject(provider));
    const em = this.em.fork();
    const link = await em.findOne(SocialLink, { provider, subject }, { populate: ['user'] });
    if (link) return link.user;

    if (!profile.email) throw new InvalidInput(SocialMessage.noEmail(provider));
    if (!profile.emailVerified) throw new InvalidInput(SocialMessage.unverified(provider));
    const email = normalizeEmail(profile.email);
    const existing = await em.findOne(User, { email });
    if (existing) {
      // An account this provider made counts as linked to it; any other administrator's or merchant's
      // account waits for its owner to link the provider.
      if (existing.provider !== provider && existing.role !== Role.Member) throw new InvalidInput(SocialMessage.usePassword(provider));
      await this.recordLink(em, existing, provider, subject, SocialMessage.otherSubject(provider));
      return existing;
    }
    return this.create(profile, email, subject);
  }

  /** Links the provider account to the account whose link code this is (started from Account Security). */
  async link(code: string, profile: SocialProfile): Promise<User> {
    const { provider, subject } = profile;
    const user = await this.redeemLinkCode(code);
    if (!subject) throw new InvalidInput(SocialMessage.noSubject(provider));
    const em = this.em.fork();
    const existing = await em.findOne(SocialLink, { provider, subject });
    if (existing) {
      if (existing.user.id !== user.id) throw new InvalidInput(SocialMessage.linkedElsewhere(provider));
      return user;
    }
    // Another account of the same provider linked before gives way to this one.
    await em.nativeDelete(SocialLink, { user: user.id, provider });
    await this.recordLink(em, em.getReference(User, user.id), provider, subject, SocialMessage.linkedElsewhere(provider));
    this.logger.log(`${provider} linked to account ${user.id}`);
    return user;
  }

  /** The providers linked to an account. */
  async links(userId: string): Promise<LinkedProvider[]> {
    const [user, links] = await Promise.all([
      this.em.findOneOrFail(User, { id: userId }, { fields: ['provider', 'created'] }),
      this.em.find(SocialLink, { user: userId }, { orderBy: { created: 'asc' } }),
    ]);
    const linked: LinkedProvider[] = links.map((link) => ({ provider: link.provider, created: link.created.toISOString() }));
    // An account a provider made is linked to it even before its first sign-in recorded the link.
    if (user.provider !== AuthProvider.Email && !linked.some((link) => link.provider === user.provider)) {
      linked.unshift({ provider: user.provider, created: user.created.toISOString() });
    }
    return linked;
  }

  /** Unlinks a provider, unless it is the only way the account can sign in. */
  async unlink(userId: string, provider: SocialProvider): Promise<void> {
    const em = this.em.fork();
    const user = await em.findOneOrFail(User, { id: userId });
    // An account the provider made counts as linked to it, as in `links`.
    const linked = user.provider === provider || (await em.count(SocialLink, { user: userId, provider })) > 0;
    if (!linked) throw new InvalidInput(SocialMessage.notLinked(provider));
    if (!user.passwordHash) throw new InvalidInput(SocialMessage.needsPassword(provider));
    await em.nativeDelete(SocialLink, { user: userId, provider });
    // An account the provider made now signs in with its password only.
    if (user.provider === provider) {
      user.provider = AuthProvider.Email;
      await em.flush();
    }
  }

  /**
   * A sign-in's one-time code for the browser's return URL (two minutes), and the nonce that browser keeps
   * in a cookie: the code is good only with it, so a link with someone else's code signs nobody in.
   */
  async issueSignInCode(user: Pick<User, 'id'>): Promise<{ code: string; browser: string }> {
    const browser = randomBytes(32).toString('base64url');
    return { code: await this.storeCode(user, 'sign-in', hash(browser)), browser };
  }

  /** A one-time code to link a provider to the account that asked (ten minutes). */
  issueLinkCode(user: Pick<User, 'id'>): Promise<string> {
    return this.storeCode(user, 'link', null);
  }

  /** Trades a sign-in's code for its user, once, in the browser that signed in only. */
  async redeemSignInCode(code: string, browser: string | undefined): Promise<User> {
    const claimed: Array<{ user_id: string }> = await this.em.execute(
      `UPDATE auth_codes SET used_at = now()
        WHERE code_hash = ? AND purpose = 'sign-in' AND browser_hash = ? AND used_at IS NULL AND expires_at > now()
        RETURNING user_id`,
      [hash(code), hash(browser ?? '')],
    );
    if (claimed.length > 0) return this.em.fork().findOneOrFail(User, { id: claimed[0].user_id });
    // A live code in the wrong browser stays unused there, and is told apart from a spent one.
    const live = await this.em.fork().count(AuthCode, { codeHash: hash(code), purpose: 'sign-in', usedAt: null, expiresAt: { $gt: new Date() } });
    throw new InvalidInput(live > 0 ? SocialMessage.otherBrowser : SocialMessage.codeExpired);
  }

  /** Trades a link code for the account that asked, once. */
  private async redeemLinkCode(code: string): Promise<User> {
    const claimed: Array<{ user_id: string }> = await this.em.execute(
      `UPDATE auth_codes SET used_at = now()
        WHERE code_hash = ? AND purpose = 'link' AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
      [hash(code)],
    );
    if (claimed.length === 0) throw new InvalidInput(SocialMessage.linkExpired);
    return this.em.fork().findOneOrFail(User, { id: claimed[0].user_id });
  }

  private async storeCode(user: Pick<User, 'id'>, purpose: AuthCodePurpose, browserHash: string | null): Promise<string> {
    const code = randomBytes(32).toString('base64url');
    const em = this.em.fork();
    // Spent and expired codes are of no use to anyone; they go as new ones are made.
    await em.nativeDelete(AuthCode, { expiresAt: { $lt: new Date(Date.now() - LINK_TTL_MS) } });
    const ttl = purpose === 'link' ? LINK_TTL_MS : SIGN_IN_CODE_TTL_MS;
    em.create(AuthCode, { user: user.id, codeHash: hash(code), purpose, browserHash, expiresAt: new Date(Date.now() + ttl) });
    await em.flush();
    return code;
  }

  /** Records a link; a provider account or provider taken meanwhile is refused with `taken`. */
  private async recordLink(em: EntityManager, user: User, provider: SocialProvider, subject: string, taken: string): Promise<void> {
    em.create(SocialLink, { user, provider, subject });
    try {
      await em.flush();
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new InvalidInput(taken);
      throw error;
    }
  }

  /** A new member account for a provider account with a vouched-for email that no account has. */
  private async create(profile: SocialProfile, email: string, subject: string): Promise<User> {
    const em = this.em.fork();
    // The provider's names are mailed and printed like any other: made plain first.
    const [first, ...rest] = plainName(profile.displayName ?? '').split(' ');
    const user = em.create(User, {
      email,
      provider: profile.provider,
      firstName: (plainName(profile.firstName ?? '') || first || email.split('@')[0]).slice(0, 100),
      lastName: (plainName(profile.lastName ?? '') || rest.join(' ') || '-').slice(0, 100),
    });
    em.create(SocialLink, { user, provider: profile.provider, subject });
    this.mail.queue(em, welcomeEmail(user, this.config.publicUrl));
    try {
      await em.flush();
    } catch (error) {
      // The same person finishing two sign-ins at once: the other one created the account.
      if ((error as { code?: string }).code === '23505') return this.signIn(profile);
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
}
