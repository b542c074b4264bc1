import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SocialMessage } from '@nidra/shared/contracts';

export const STATE_COOKIE = 'nidra_oauth_state';
/** Set by Account Security's "Link" for the browser of the signed-in account that asked. */
export const LINK_COOKIE = 'nidra_oauth_link';
/** Given with a sign-in's one-time code: the code is traded for a token only where this cookie matches. */
export const BROWSER_COOKIE = 'nidra_oauth_browser';
const COOKIE_PATH = '/api/auth';

/** The request as the social guard hands it to passport: the raw response rides along for the cookie. */
export interface OAuthRequest {
  headers: IncomingMessage['headers'];
  query?: unknown;
  oauthResponse?: ServerResponse;
  /** Why the round trip failed, in the shop's own words (never the provider's). */
  oauthFailure?: string;
}

/** The request of a social round trip, as the guard, the strategies and the controller pass it along. */
export interface SocialRequest extends FastifyRequest {
  oauthResponse?: FastifyReply['raw'];
  /** Why the round trip failed, in the shop's own words (never the provider's). */
  oauthFailure?: string;
  /** Set when the round trip links a provider to a signed-in account rather than signing in. */
  oauthLinking?: boolean;
}

/** A cookie of the OAuth round trip (HttpOnly, on /api/auth only); a max age of 0 clears it. */
export function oauthCookie(name: string, value: string, maxAge: number, secure: boolean): string {
  return serializeCookie(name, value, { httpOnly: true, sameSite: 'lax', secure, path: COOKIE_PATH, maxAge });
}

/** The link code the browser holds (kept only by a round trip started with `?link=1`). */
export function linkCodeOf(req: OAuthRequest): string | undefined {
  return parseCookies(req.headers.cookie ?? '')[LINK_COOKIE] || undefined;
}

/** The nonce of the sign-in this browser finished, if it holds one. */
export function browserNonceOf(req: Pick<OAuthRequest, 'headers'>): string | undefined {
  return parseCookies(req.headers.cookie ?? '')[BROWSER_COOKIE] || undefined;
}

type Done = (error: Error | null, ok?: unknown, info?: unknown) => void;

/**
 * OAuth `state` bound to the browser: a random value in the redirect and in an HttpOnly cookie; the
 * callback is accepted only when both match, so nobody can complete a sign-in started elsewhere.
 */
export class CookieStateStore {
  constructor(private readonly secure: boolean) {}

  store(req: OAuthRequest, _meta: unknown, done: Done): void {
    const state = randomBytes(24).toString('base64url');
    const cookies = [oauthCookie(STATE_COOKIE, state, 600, this.secure)];
    // A plain sign-in drops any link that was started and left unfinished.
    if ((req.query as { link?: unknown } | undefined)?.link !== '1') cookies.push(oauthCookie(LINK_COOKIE, '', 0, this.secure));
    req.oauthResponse?.setHeader('Set-Cookie', cookies);
    done(null, state);
  }

  verify(req: OAuthRequest, state: string, done: Done): void {
    const expected = parseCookies(req.headers.cookie ?? '')[STATE_COOKIE] ?? '';
    const ok =
      typeof state === 'string' &&
      expected.length > 0 &&
      expected.length === state.length &&
      timingSafeEqual(Buffer.from(expected), Buffer.from(state));
    if (!ok) {
      req.oauthFailure = SocialMessage.stateExpired;
      return done(null, false);
    }
    done(null, true);
  }
}
