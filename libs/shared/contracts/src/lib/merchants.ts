import { MODERATION_ACTIONS, MODERATION_STATUSES, ModerationStatus, moderationRefused, type ModerationAction } from './moderation';

export const MerchantStatus = ModerationStatus;
export type MerchantStatus = ModerationStatus;
export const MERCHANT_STATUSES = MODERATION_STATUSES;
export type MerchantAction = ModerationAction;
/** What an administrator may do to a merchant request in each status. */
export const MERCHANT_ACTIONS = MODERATION_ACTIONS;

/** A request without an email can only be deleted: there is nobody to send the sign-up link to. */
export function merchantActions(merchant: { status: MerchantStatus; email: string | null }): readonly MerchantAction[] {
  const actions = MERCHANT_ACTIONS[merchant.status];
  return merchant.email ? actions : actions.filter((action) => action === 'delete');
}

export const MERCHANT_LIMITS = { nameMax: 100, brandMax: 100, businessMin: 10, businessMax: 1000, emailMax: 320 } as const;

/** `POST /api/merchant/seller-request`. */
export interface SellerRequest {
  name: string;
  email: string;
  phoneNumber: string;
  brand: string;
  business: string;
}

/** `POST /api/merchant/signup/{token}`. */
export interface MerchantSignupRequest {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

/** A merchant request as the API sends it. `email` is null on requests made without one. */
export interface MerchantDto {
  _id: string;
  name: string;
  email: string | null;
  phoneNumber: string;
  brand: string;
  business: string;
  status: MerchantStatus;
  created: string;
}

export interface MerchantListResponse {
  merchants: MerchantDto[];
}

/** A merchant request made, approved or rejected, with the words to show. */
export interface MerchantChangedResponse {
  success: true;
  message: string;
  merchant: MerchantDto;
}

export const MerchantMessage = {
  nameRequired: 'Name is required.',
  nameMax: `Name may not be greater than ${MERCHANT_LIMITS.nameMax} characters.`,
  phoneRequired: 'Phone number is required.',
  brandRequired: 'Brand is required.',
  brandMax: `Brand may not be greater than ${MERCHANT_LIMITS.brandMax} characters.`,
  businessRequired: 'Business is required.',
  businessMin: 'Business must be at least 10 characters.',
  businessMax: `Business may not be greater than ${MERCHANT_LIMITS.businessMax} characters.`,
  requestReceived: (phoneNumber: string) =>
    `We received your request! We will reach you on your phone number ${phoneNumber}!`,
  notFound: 'no merchant found.',
  empty: 'no merchants found.',
  noEmail: (phoneNumber: string) => `Merchant doesn't have email. Call at ${phoneNumber}.`,
  cannotApproveWithoutEmail: 'This request has no email address, so no sign-up link can be sent. Call the applicant instead.',
  notAllowed: (action: MerchantAction, status: MerchantStatus) => moderationRefused('A merchant request', action, status),
  emailIsAdmin: 'That email belongs to an administrator account, which cannot become a merchant.',
  emailIsOtherMerchant: 'That email already belongs to another merchant.',
  approved: (email: string) => `Merchant has been approved successfully! An email has been sent to ${email}.`,
  alreadyApproved: 'This merchant is already approved.',
  rejected: 'Merchant has been rejected successfully!',
  deleted: 'Merchant has been deleted successfully!',
  signupLinkInvalid: 'Your sign-up link has expired or has already been used. Please ask us for a new one.',
  signupEmailMismatch: 'This sign-up link was sent to a different email address.',
  signedUp: 'You have signed up successfully! Please sign in with the email and password. Thank you!',
} as const;
