import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppConfig, hashLinkToken, InvalidInput, lockAndLoad, MailService, newLinkToken, NotFound } from '@nidra/api/core';
import { BrandsService } from '@nidra/api/catalog';
import { hashPassword, MerchantAccounts, normalizeEmail, SessionsService } from '@nidra/api/identity';
import {
  MERCHANT_ACTIONS,
  MerchantMessage,
  MerchantStatus,
  type MerchantAction,
  type MerchantSignupRequest,
  type SellerRequest,
} from '@nidra/shared/contracts';
import { Merchant } from './merchant.entity';
import { MerchantSignupToken } from './merchant-signup-token.entity';
import { merchantSignupEmail, merchantWelcomeEmail } from './merchant.emails';

const SIGNUP_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A new brand's description until the merchant writes one (brand descriptions are at most 200). */
const BRAND_DESCRIPTION_MAX = 200;

export interface Approval {
  merchant: Merchant;
  /** False when the request was approved already: nothing was changed or sent again. */
  changed: boolean;
  /** An existing account that became a merchant's. */
  linked?: string;
}

@Injectable()
export class MerchantsService {
  constructor(
    private readonly em: EntityManager,
    private readonly brands: BrandsService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly sessions: SessionsService,
    private readonly accounts: MerchantAccounts,
  ) {}

  /** A visitor's application to sell; it waits for an administrator. */
  async request(fields: SellerRequest): Promise<Merchant> {
    const em = this.em.fork();
    const merchant = em.create(Merchant, {
      name: fields.name,
      email: normalizeEmail(fields.email),
      phoneNumber: fields.phoneNumber,
      brand: fields.brand,
      business: fields.business,
    });
    await em.flush();
    return merchant;
  }

  /** Every request, newest first. */
  list(): Promise<Merchant[]> {
    return this.em.find(Merchant, {}, { orderBy: { created: 'desc', id: 'desc' } });
  }

  /**
   * Approves a request in one transaction: the applicant's account becomes a merchant
   * (an existing one is linked and welcomed; otherwise one is made and sent a seven-day sign-up link),
   * and the brand asked for is created once, inactive. Approving again changes and sends nothing.
   */
  async approve(id: string): Promise<Approval> {
    const approval = await this.em.transactional(async (em) => {
      const merchant = await this.locked(em, id);
      if (merchant.status === MerchantStatus.Approved) return { merchant, changed: false };
      this.ensureAllowed(merchant, 'approve');
      if (!merchant.email) throw new InvalidInput(MerchantMessage.cannotApproveWithoutEmail);

      const linked = await this.linkAccount(em, merchant, merchant.email);
      const description = merchant.business.slice(0, BRAND_DESCRIPTION_MAX);
      await this.brands.ensureMerchantBrand(em, merchant.id, merchant.brand, description);
      merchant.status = MerchantStatus.Approved;
      await em.flush();
      return { merchant, changed: true, linked };
    });
    if (approval.changed) this.mail.deliverSoon();
    // An account whose role changed starts its sessions again with the new role.
    if (approval.linked) this.sessions.ended(approval.linked);
    return approval;
  }

  async reject(id: string): Promise<Merchant> {
    return this.em.transactional(async (em) => {
      const merchant = await this.locked(em, id);
      this.ensureAllowed(merchant, 'reject');
      merchant.status = MerchantStatus.Rejected;
      await em.flush();
      return merchant;
    });
  }

  /**
   * Deletes a request. For an approved merchant the account goes back to a member's (one that was made
   * for the merchant and never signed up is removed) and the brand and its products stop being sold.
   */
  async remove(id: string): Promise<void> {
    const accounts = await this.em.transactional(async (em) => {
      const merchant = await this.locked(em, id);
      await this.brands.releaseMerchantBrands(em, merchant.id);
      const released = await this.accounts.release(em, merchant.id);
      em.remove(merchant);
      await em.flush();
      return released;
    });
    this.sessions.ended(...accounts);
  }

  /** Uses an emailed sign-up link once: sets the merchant's names and password. */
  async signup(token: string, fields: MerchantSignupRequest): Promise<void> {
    const passwordHash = await hashPassword(fields.password);
    const userId = await this.em.transactional(async (em) => {
      // Claiming the link and checking it are one statement, so two uses at once cannot both pass.
      const claimed = await em.execute<Array<{ user_id: string }>>(
        `UPDATE merchant_signup_tokens SET used_at = now()
          WHERE token_hash = ? AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
        [hashLinkToken(token)],
      );
      if (claimed.length === 0) throw new InvalidInput(MerchantMessage.signupLinkInvalid);
      // A wrong email throws, which rolls the claim back, so the right person can still use the link.
      await this.accounts.completeSignup(em, claimed[0].user_id, fields, passwordHash);
      return claimed[0].user_id;
    });
    this.sessions.ended(userId);
  }

  /**
   * Makes the applicant's account a merchant's, creating it with a sign-up link when there is none;
   * answers the id of an existing account it linked.
   */
  private async linkAccount(em: EntityManager, merchant: Merchant, email: string): Promise<string | undefined> {
    const account = await this.accounts.link(em, merchant.id, { email, name: merchant.name, phoneNumber: merchant.phoneNumber });
    if (account.kind === 'linked') {
      this.mail.queue(em, merchantWelcomeEmail(email, account.firstName, merchant.brand, `${this.config.publicUrl}/#/login`));
      return account.userId;
    }
    const { token, tokenHash } = newLinkToken();
    em.create(MerchantSignupToken, { merchant, userId: account.userId, tokenHash, expiresAt: new Date(Date.now() + SIGNUP_TTL_MS) });
    const link = `${this.config.publicUrl}/#/merchant-signup/${token}?email=${encodeURIComponent(email)}`;
    this.mail.queue(em, merchantSignupEmail(email, merchant.name, merchant.brand, link));
    return undefined;
  }

  /** The request, locked until the transaction ends, so two clicks act one after the other. */
  private async locked(em: EntityManager, id: string): Promise<Merchant> {
    const merchant = await lockAndLoad(em, Merchant, id);
    if (!merchant) throw new NotFound(MerchantMessage.notFound);
    return merchant;
  }

  private ensureAllowed(merchant: Merchant, action: MerchantAction): void {
    if (!MERCHANT_ACTIONS[merchant.status].includes(action)) {
      throw new InvalidInput(MerchantMessage.notAllowed(action, merchant.status));
    }
  }
}
