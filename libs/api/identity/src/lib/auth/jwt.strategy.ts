import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig, AuthenticatedUser, JWT_STRATEGY, TOKEN_ALGORITHM, tokenKey, TokenPayload } from '@nidra/api/core';
import type { Role } from '@nidra/shared/contracts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads "Bearer <jwt>", then checks the account still exists and the token was not revoked. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) {
  constructor(
    config: AppConfig,
    private readonly em: EntityManager,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: tokenKey(config.jwtSecret),
      algorithms: [TOKEN_ALGORITHM],
    });
  }

  async validate(payload: TokenPayload): Promise<AuthenticatedUser | false> {
    if (typeof payload.sub !== 'string' || !UUID.test(payload.sub) || typeof payload.ver !== 'number') return false;
    // Runs on every signed-in request: one lean statement, no entity.
    const [user] = await this.em
      .getConnection()
      .execute<Array<{ id: string; email: string; first_name: string; role: Role; merchant_id: string | null; token_version: number }>>(
        'SELECT id, email, first_name, role, merchant_id, token_version FROM users WHERE id = ?',
        [payload.sub],
      );
    if (!user || user.token_version !== payload.ver) return false;
    return { id: user.id, email: user.email, firstName: user.first_name, role: user.role, merchantId: user.merchant_id };
  }
}
