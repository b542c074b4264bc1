import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig, AuthenticatedUser, JWT_STRATEGY, TOKEN_ALGORITHM, tokenKey, TokenPayload } from '@nidra/api/core';
import { SessionsService } from '../sessions/sessions.service';

/** Reads "Bearer <jwt>", then checks the account still exists and the token was not revoked. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) {
  constructor(
    config: AppConfig,
    private readonly sessions: SessionsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: tokenKey(config.jwtSecret),
      algorithms: [TOKEN_ALGORITHM],
    });
  }

  async validate(payload: TokenPayload): Promise<AuthenticatedUser | false> {
    return (await this.sessions.userFor(payload)) ?? false;
  }
}
