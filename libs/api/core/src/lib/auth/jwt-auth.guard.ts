import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Role } from '@nidra/shared/contracts';
import { Forbidden, Unauthenticated } from '../errors/domain-error';
import type { AuthenticatedUser } from './authenticated-user';
import { PUBLIC_KEY, ROLES_KEY } from './auth.decorators';

export const JWT_STRATEGY = 'jwt';

/**
 * Global guard: every route needs a valid token unless marked @Public();
 * @Roles(...) then narrows by role. Anonymous → 401, wrong role → 403. What it checks is answered
 * `Cache-Control: no-store`, errors included.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard(JWT_STRATEGY) {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    // Sockets are authenticated once, at the handshake (the chat gateway).
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<{ headers: Record<string, unknown>; user?: AuthenticatedUser }>();
    if (this.isPublic(context) && !request.headers['authorization']) return true;
    // An answer for a caller with credentials (or refused for want of them) is theirs alone: no cache keeps
    // it. A public route that declares its own caching says so after this.
    context.switchToHttp().getResponse<{ header(name: string, value: string): unknown }>().header('cache-control', 'no-store');

    await super.canActivate(context);

    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (roles?.length && (!request.user || !roles.includes(request.user.role))) {
      throw new Forbidden();
    }
    return true;
  }

  override handleRequest<TUser = AuthenticatedUser>(
    error: unknown,
    user: TUser | false,
    _info: unknown,
    context: ExecutionContext,
  ): TUser {
    if (error) throw error;
    if (!user) {
      // A public route with a stale or bad token is served as to anyone else.
      if (this.isPublic(context)) return undefined as TUser;
      throw new Unauthenticated();
    }
    return user;
  }

  private isPublic(context: ExecutionContext): boolean {
    return this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, [context.getHandler(), context.getClass()]) === true;
  }
}
