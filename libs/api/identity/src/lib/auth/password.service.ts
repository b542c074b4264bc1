import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { AppConfig, hashLinkToken, InvalidInput, MailService, newLinkToken } from '@nidra/api/core';
import { PasswordMessage } from '@nidra/shared/contracts';
import { hashPassword, UsersService } from '../users/users.service';
import { User } from '../users/user.entity';
import { SessionsService } from '../sessions/sessions.service';
import { passwordChangedEmail, resetEmail } from './password.emails';
import { PasswordResetToken } from './password-reset-token.entity';

const RESET_TTL_MS = 60 * 60 * 1000;

@Injectable()
export class PasswordService implements OnModuleDestroy {
  private readonly logger = new Logger('Passwords');
  /** Reset requests still being worked on after their answer went out. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly sessions: SessionsService,
  ) {}

  /**
   * Asks for a one-hour, single-use reset link. The caller is answered at once, the same way whether or
   * not the account exists: looking it up and writing the email happen after the answer, so neither
   * what it says nor how long it takes tells whether someone has an account.
   */
  requestReset(email: string): void {
    const work: Promise<void> = this.sendResetLink(email)
      .catch((error: unknown) => this.logger.error({ err: error }, 'A password reset link could not be prepared'))
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.pending);
  }

  /** Emails the reset link when the account exists. */
  private async sendResetLink(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const { token, tokenHash } = newLinkToken();
    await this.em.fork().transactional(async (em) => {
      await em.nativeDelete(PasswordResetToken, { expiresAt: { $lt: new Date(Date.now() - RESET_TTL_MS) } });
      // Only the newest link works.
      await em.nativeUpdate(PasswordResetToken, { user: user.id, usedAt: null }, { usedAt: new Date() });
      em.create(PasswordResetToken, {
        user: user.id,
        tokenHash,
        expiresAt: new Date(Date.now() + RESET_TTL_MS),
      });
      this.mail.queue(em, resetEmail(user.email, user.firstName, `${this.config.publicUrl}/#/reset-password/${token}`));
    });
    this.mail.deliverSoon();
  }

  /** Uses a reset link once: sets the password and signs the account out everywhere. */
  async resetWithToken(token: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    const userId = await this.em.transactional(async (em) => {
      // Claiming the token and checking it are one statement, so two uses at once cannot both pass.
      const claimed: Array<{ user_id: string }> = await em.execute(
        `UPDATE password_reset_tokens SET used_at = now()
          WHERE token_hash = ? AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
        [hashLinkToken(token)],
      );
      if (claimed.length === 0) throw new InvalidInput(PasswordMessage.tokenExpired);
      const user = await em.findOneOrFail(User, { id: claimed[0].user_id });
      await this.setPassword(em, user, passwordHash);
      return user.id;
    });
    this.mail.deliverSoon();
    this.sessions.ended(userId);
  }

  /** A signed-in person choosing a new password; every earlier token stops working. */
  async change(userId: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.em.transactional(async (em) => {
      const user = await em.findOneOrFail(User, { id: userId });
      await this.setPassword(em, user, passwordHash);
    });
    this.mail.deliverSoon();
    this.sessions.ended(userId);
  }

  private async setPassword(em: EntityManager, user: User, passwordHash: string): Promise<void> {
    user.passwordHash = passwordHash;
    user.tokenVersion += 1;
    await em.nativeUpdate(PasswordResetToken, { user, usedAt: null }, { usedAt: new Date() });
    this.mail.queue(em, passwordChangedEmail(user.email, user.firstName));
  }
}
