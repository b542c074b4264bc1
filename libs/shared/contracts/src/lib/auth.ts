import type { UserDto } from './user';

export interface LoginRequest {
  email: string;
  password: string;
}

export interface RegisterRequest {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  isSubscribed?: boolean;
}

/** Login and register both answer with a ready-to-send Authorization header value. */
export interface AuthResponse {
  success: true;
  token: string;
  user: UserDto;
}

export interface MessageResponse {
  success: true;
  message: string;
}

export const TOKEN_STORAGE_KEY = 'token';

export interface ForgotPasswordRequest {
  email: string;
}

export interface ResetPasswordRequest {
  password: string;
  confirmPassword: string;
}

/** A provider a person can sign in with besides their password. */
export type SocialProviderId = 'google' | 'facebook';

/** `POST /api/auth/exchange`: the one-time code of a social sign-in. */
export interface SocialCodeRequest {
  /** The code from the /#/auth/success return URL. */
  code: string;
}

/** `POST /api/auth/link/:provider`: where to send the browser to link the provider. */
export interface SocialLinkStartResponse {
  /** @example "/api/auth/google?link=1" */
  url: string;
}

/** `GET /api/auth/links`: the providers linked to the caller's account, and those the shop offers. */
export interface SocialLinksResponse {
  links: Array<{ provider: SocialProviderId; created: string }>;
  /** The providers this shop offers. */
  providers: SocialProviderId[];
}

export const SOCIAL_PROVIDER_NAMES: Record<SocialProviderId, string> = { google: 'Google', facebook: 'Facebook' };

export const SocialText = {
  title: 'Sign-in Providers',
  intro: 'Link a provider to sign in with it as well as with your password.',
  linked: (provider: SocialProviderId) => `${SOCIAL_PROVIDER_NAMES[provider]} is now linked to your account.`,
  linkedSince: (date: string) => `Linked since ${date}`,
  notLinked: 'Not linked',
} as const;

const named = (provider: SocialProviderId) => SOCIAL_PROVIDER_NAMES[provider];

/**
 * What a social sign-in or link answers, and what the shop says when one comes back refused. Only these
 * texts are shown: nothing a provider or a link's URL says reaches the page.
 */
export const SocialMessage = {
  noEmail: (provider: SocialProviderId) => `Your ${named(provider)} account did not share an email address, so we cannot sign you in with it.`,
  noSubject: (provider: SocialProviderId) => `${named(provider)} did not say who you are. Please try again.`,
  unverified: (provider: SocialProviderId) =>
    `Your ${named(provider)} account has not verified its email address, so we cannot sign you in with it. Verify it with ${named(provider)}, or sign in with your password.`,
  usePassword: (provider: SocialProviderId) =>
    `This account signs in with its password. Sign in with your password, then link ${named(provider)} under Account Security.`,
  otherSubject: (provider: SocialProviderId) =>
    `Your account is linked to another ${named(provider)} account. Sign in with that one, or with your password.`,
  linkedElsewhere: (provider: SocialProviderId) => `That ${named(provider)} account is already linked to another account on this shop.`,
  unlinked: (provider: SocialProviderId) => `${named(provider)} is no longer linked to your account.`,
  notLinked: (provider: SocialProviderId) => `${named(provider)} is not linked to your account.`,
  needsPassword: (provider: SocialProviderId) =>
    `Choose a password under Reset Password first, so you can still sign in without ${named(provider)}.`,
  notConfigured: (provider: SocialProviderId) => `Sign-in with ${named(provider)} is not configured on this shop.`,
  /** The person said no on the provider's consent screen. */
  cancelled: (provider: SocialProviderId) => `You cancelled signing in with ${named(provider)}.`,
  /** Any other failure the provider reports: its own words are never shown. */
  failed: (provider: SocialProviderId) => `Signing in with ${named(provider)} did not complete. Please try again.`,
  /** A notice in a URL that the shop did not write. */
  notCompleted: 'Signing in did not complete. Please try again.',
  stateExpired: 'The sign-in link has expired. Please try again.',
  linkExpired: 'This link request has expired. Please start again from Account Security.',
  codeExpired: 'This sign-in has expired. Please sign in again.',
  /** A sign-in's code presented by a browser other than the one that signed in. */
  otherBrowser: 'This sign-in link is not valid in this browser. Please sign in again here.',
} as const;

const SOCIAL_NOTICES: ReadonlySet<string> = new Set(
  Object.values(SocialMessage).flatMap((message) =>
    typeof message === 'string' ? [message] : (Object.keys(SOCIAL_PROVIDER_NAMES) as SocialProviderId[]).map(message),
  ),
);

/** The notice a social round trip came back with, when the shop wrote it; anything else reads as a generic failure. */
export function socialNotice(text: string): string {
  return SOCIAL_NOTICES.has(text) ? text : SocialMessage.notCompleted;
}
