import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';

export const STATE_COOKIE = 'nidra_oauth_state';

/** The request as the social guard hands it to passport: the raw response rides along for the cookie. */
export interface OAuthRequest {
  headers: IncomingMessage['headers'];
  oauthResponse?: ServerResponse;
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
    req.oauthResponse?.setHeader(
      'Set-Cookie',
      serializeCookie(STATE_COOKIE, state, {
        httpOnly: true,
        sameSite: 'lax',
        secure: this.secure,
        path: '/api/auth',
        maxAge: 600,
      }),
    );
    done(null, state);
  }

  verify(req: OAuthRequest, state: string, done: Done): void {
    const expected = parseCookies(req.headers.cookie ?? '')[STATE_COOKIE] ?? '';
    const ok =
      typeof state === 'string' &&
      expected.length > 0 &&
      expected.length === state.length &&
      timingSafeEqual(Buffer.from(expected), Buffer.from(state));
    if (!ok) return done(null, false, { message: 'The sign-in link has expired. Please try again.' });
    done(null, true);
  }
}
