import passport from 'passport';
import { Strategy as FacebookStrategy, type Profile as FacebookProfile } from 'passport-facebook';
import { Strategy as GoogleStrategy, type Profile as GoogleProfile } from 'passport-google-oauth20';
import { DomainError, type AppConfig, type OAuthProviderConfig } from '@nidra/api/core';
import { AuthProvider } from '@nidra/shared/contracts';
import { CookieStateStore, linkCodeOf, type SocialRequest } from './oauth-state';
import type { SocialAccountsService, SocialProfile, SocialProvider } from './social-accounts.service';

export function isConfigured(provider: OAuthProviderConfig): boolean {
  return Boolean(provider.clientId && provider.clientSecret);
}

export function providerConfig(config: AppConfig, provider: SocialProvider): OAuthProviderConfig {
  return provider === AuthProvider.Google ? config.google : config.facebook;
}

type Done = (error: unknown, user?: unknown) => void;

/**
 * The provider's answer, for a sign-in or, when the browser holds a link code from Account Security and
 * started with `?link=1`, for linking the provider to that account.
 */
function verifyWith(accounts: SocialAccountsService, toProfile: (profile: GoogleProfile | FacebookProfile) => SocialProfile) {
  return (request: SocialRequest, _accessToken: string, _refreshToken: string, profile: GoogleProfile | FacebookProfile, done: Done) => {
    const linkCode = linkCodeOf(request);
    request.oauthLinking = Boolean(linkCode);
    const found = linkCode ? accounts.link(linkCode, toProfile(profile)) : accounts.signIn(toProfile(profile));
    found.then(
      (user) => done(null, user),
      (error: unknown) => {
        // Only the shop's own refusals are worth telling; anything else is logged and told as a failure.
        if (!(error instanceof DomainError)) return done(error);
        request.oauthFailure = error.message;
        done(null, false);
      },
    );
  };
}

/** Google says whether it verified the email; Facebook shares confirmed emails only. */
const fromProfile =
  (provider: SocialProvider) =>
  (profile: GoogleProfile | FacebookProfile): SocialProfile => {
    const email = profile.emails?.[0] as { value?: string; verified?: unknown } | undefined;
    return {
      provider,
      subject: profile.id ? String(profile.id) : undefined,
      email: email?.value,
      emailVerified: provider === AuthProvider.Facebook ? Boolean(email?.value) : email?.verified === true || email?.verified === 'true',
      firstName: profile.name?.givenName,
      lastName: profile.name?.familyName,
      displayName: profile.displayName,
    };
  };

/**
 * Registers a passport strategy for each provider that has credentials. Endpoints come from the
 * configuration, so a local OAuth 2 server can stand in for Google or Facebook.
 */
export function registerSocialStrategies(config: AppConfig, accounts: SocialAccountsService): SocialProvider[] {
  const secure = config.publicUrl.startsWith('https:');
  const callbackURL = (provider: string) => `${config.publicUrl}/api/auth/${provider}/callback`;
  const registered: SocialProvider[] = [];

  if (isConfigured(config.google)) {
    passport.use(
      AuthProvider.Google,
      new GoogleStrategy(
        {
          clientID: config.google.clientId as string,
          clientSecret: config.google.clientSecret as string,
          callbackURL: callbackURL(AuthProvider.Google),
          authorizationURL: config.google.authorizationUrl,
          tokenURL: config.google.tokenUrl,
          userProfileURL: config.google.profileUrl,
          scope: ['openid', 'profile', 'email'],
          store: new CookieStateStore(secure) as never,
          passReqToCallback: true,
        },
        verifyWith(accounts, fromProfile(AuthProvider.Google)) as never,
      ),
    );
    registered.push(AuthProvider.Google);
  }

  if (isConfigured(config.facebook)) {
    passport.use(
      AuthProvider.Facebook,
      new FacebookStrategy(
        {
          clientID: config.facebook.clientId as string,
          clientSecret: config.facebook.clientSecret as string,
          callbackURL: callbackURL(AuthProvider.Facebook),
          authorizationURL: config.facebook.authorizationUrl,
          tokenURL: config.facebook.tokenUrl,
          profileURL: config.facebook.profileUrl,
          profileFields: ['id', 'emails', 'name', 'displayName'],
          scope: ['email'],
          store: new CookieStateStore(secure) as never,
          passReqToCallback: true,
        },
        verifyWith(accounts, fromProfile(AuthProvider.Facebook)) as never,
      ),
    );
    registered.push(AuthProvider.Facebook);
  }
  return registered;
}
