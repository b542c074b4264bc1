import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Conflict, InvalidInput } from '@nidra/api/core';
import { AuthProvider, MerchantMessage, Role, type MerchantSignupRequest } from '@nidra/shared/contracts';
import { normalizeEmail, User } from './user.entity';

/** The account approving a seller request linked, or made (to be completed through an emailed link). */
export type MerchantAccount = { kind: 'linked'; userId: string; firstName: string } | { kind: 'created'; userId: string };

/**
 * The merchants context's way to the accounts of merchants: identity owns the users table, so making an
 * account a merchant's, releasing it and completing a merchant's sign-up happen here, each in the
 * caller's transaction (its `em`).
 */
@Injectable()
export class MerchantAccounts {
  /**
   * Makes the account with this email a merchant's; without one, makes an account (no password yet) for
   * the applicant. An administrator's account, or another merchant's, is refused (409).
   */
  async link(
    em: EntityManager,
    merchantId: string,
    applicant: { email: string; name: string; phoneNumber: string | null },
  ): Promise<MerchantAccount> {
    const email = normalizeEmail(applicant.email);
    const existing = await em.findOne(User, { email });
    if (existing) {
      if (existing.role === Role.Admin) throw new Conflict(MerchantMessage.emailIsAdmin);
      if (existing.merchantId && existing.merchantId !== merchantId) throw new Conflict(MerchantMessage.emailIsOtherMerchant);
      existing.role = Role.Merchant;
      existing.merchantId = merchantId;
      return { kind: 'linked', userId: existing.id, firstName: existing.firstName };
    }
    const [firstName, ...rest] = applicant.name.split(/\s+/);
    const user = em.create(User, {
      email,
      firstName,
      lastName: rest.join(' '),
      phoneNumber: applicant.phoneNumber,
      role: Role.Merchant,
      merchantId,
    });
    // Written now, so what the caller keeps of it (a sign-up link) can refer to it.
    await em.flush();
    return { kind: 'created', userId: user.id };
  }

  /**
   * The merchant is gone: its accounts are members again, and one made for it that never signed up is
   * deleted. Answers the accounts it changed.
   */
  async release(em: EntityManager, merchantId: string): Promise<string[]> {
    const users = await em.find(User, { merchantId });
    for (const user of users) {
      if (user.provider === AuthProvider.Email && user.passwordHash === null) em.remove(user);
      else Object.assign(user, { role: Role.Member, merchantId: null });
    }
    return users.map((user) => user.id);
  }

  /**
   * Completes the sign-up of the account an emailed link was made for: its names and password (hashed
   * with `hashPassword` before the transaction, so no lock waits for the hashing), and every earlier token
   * revoked. The email must be the account's (400 otherwise).
   */
  async completeSignup(
    em: EntityManager,
    userId: string,
    fields: Pick<MerchantSignupRequest, 'email' | 'firstName' | 'lastName'>,
    passwordHash: string,
  ): Promise<void> {
    const user = await em.findOneOrFail(User, { id: userId });
    if (user.email !== normalizeEmail(fields.email)) throw new InvalidInput(MerchantMessage.signupEmailMismatch);
    user.firstName = fields.firstName;
    user.lastName = fields.lastName;
    user.passwordHash = passwordHash;
    user.tokenVersion += 1;
  }
}
