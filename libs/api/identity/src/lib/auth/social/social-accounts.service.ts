import { createHash, randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { AppConfig, InvalidInput, MailService } from '@nidra/api/core';
import { AuthProvider, Role, SOCIAL_PROVIDER_NAMES, type SocialProviderId } from '@nidra/shared/contracts';
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

export const PROVIDER_NAMES = SOCIAL_PROVIDER_NAMES;

const CODE_TTL_MS = 2 * 60 * 1000;
/** A link started from Account Security must come back from the provider within this. */
export const LINK_TTL_MS = 10 * 60 * 1000;

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

export const SocialMessage = {
  noEmail: (provider: SocialProvider) => `Your ${PROVIDER_NAMES[provider]} account did not share an email address, so we cannot sign you in with it.`,
  noSubject: (provider: SocialProvider) => `${PROVIDER_NAMES[provider]} did not say who you are. Please try again.`,
  unverified: (provider: SocialProvider) =>
    `Your ${PROVIDER_NAMES[provider]} account has not verified its email address, so we cannot sign you in with it. Verify it with ${PROVIDER_NAMES[provider]}, or sign in with your password.`,
  usePassword: (provider: SocialProvider) =>
    `This account signs in with its password. Sign in with your password, then link ${PROVIDER_NAMES[provider]} under Account Security.`,
  otherSubject: (provider: SocialProvider) =>
    `Your account is linked to another ${PROVIDER_NAMES[provider]} account. Sign in with that one, or with your password.`,
  linkedElsewhere: (provider: SocialProvider) => `That ${PROVIDER_NAMES[provider]} account is already linked to another account on this shop.`,
  unlinked: (provider: SocialProvider) => `${PROVIDER_NAMES[provider]} is no longer linked to your account.`,
  notLinked: (provider: SocialProvider) => `${PROVIDER_NAMES[provider]} is not linked to your account.`,
  needsPassword: (provider: SocialProvider) =>
    `Choose a password under Reset Password first, so you can still sign in without ${PROVIDER_NAMES[provider]}.`,
  notConfigured: (provider: SocialProvider) => `Sign-in with ${PROVIDER_NAMES[provider]} is not configured on this shop.`,
  linkExpired: 'This link request has expired. Please start again from Account Security.',
  codeExpired: 'This sign-in has expired. Please sign in again.',
} as const;

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
    const user = await this.redeemCode(code, 'link', SocialMessage.linkExpired);
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

  /** A one-time code: for the browser's return URL after signing in (two minutes), or to link a provider (ten). */
  async issueCode(user: Pick<User, 'id'>, purpose: AuthCodePurpose = 'sign-in'): Promise<string> {
    const code = randomBytes(32).toString('base64url');
    const em = this.em.fork();
    // Spent and expired codes are of no use to anyone; they go as new ones are made.
    await em.nativeDelete(AuthCode, { expiresAt: { $lt: new Date(Date.now() - LINK_TTL_MS) } });
    const ttl = purpose === 'link' ? LINK_TTL_MS : CODE_TTL_MS;
    em.create(AuthCode, { user: user.id, codeHash: hash(code), purpose, expiresAt: new Date(Date.now() + ttl) });
    await em.flush();
    return code;
  }

  /** Trades a code for its user, once. */
  async redeemCode(code: string, purpose: AuthCodePurpose = 'sign-in', expired: string = SocialMessage.codeExpired): Promise<User> {
    const claimed: Array<{ user_id: string }> = await this.em.getConnection().execute(
      `UPDATE auth_codes SET used_at = now()
        WHERE code_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
      [hash(code), purpose],
    );
    if (claimed.length === 0) throw new InvalidInput(expired);
    return this.em.fork().findOneOrFail(User, { id: claimed[0].user_id });
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
    const [first, ...rest] = (profile.displayName ?? '').trim().split(/\s+/);
    const user = em.create(User, {
      email,
      provider: profile.provider,
      firstName: (profile.firstName || first || email.split('@')[0]).slice(0, 100),
      lastName: (profile.lastName || rest.join(' ') || '-').slice(0, 100),
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
