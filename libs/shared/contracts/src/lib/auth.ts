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

/** `GET /api/auth/links`: the providers linked to the caller's account, and those the shop offers. */
export interface SocialLinksResponse {
  links: Array<{ provider: SocialProviderId; created: string }>;
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
