import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { TokenPayload } from './authenticated-user';

const BEARER = /^Bearer\s+/i;

/** Issues and reads the "Bearer <jwt>" strings the browser stores and sends back. */
@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService) {}

  async issue(userId: string, tokenVersion: number): Promise<string> {
    const payload: TokenPayload = { sub: userId, ver: tokenVersion };
    return `Bearer ${await this.jwt.signAsync(payload)}`;
  }

  /** Accepts "Bearer <jwt>" or a bare token; undefined when it is not a valid, unexpired token of ours. */
  async read(token: string | undefined | null): Promise<TokenPayload | undefined> {
    if (!token) return undefined;
    try {
      const payload = await this.jwt.verifyAsync<TokenPayload>(token.replace(BEARER, ''));
      return typeof payload.sub === 'string' && typeof payload.ver === 'number' ? payload : undefined;
    } catch {
      return undefined;
    }
  }
}
