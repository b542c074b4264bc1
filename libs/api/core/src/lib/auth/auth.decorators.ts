import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Role, ROLE_LABELS } from '@nidra/shared/contracts';
import type { AuthenticatedUser } from './authenticated-user';
import { ErrorBody } from '../http/error-body';

export const PUBLIC_KEY = 'nidra:public';
export const PUBLIC_READ_KEY = 'nidra:public-read';
export const ROLES_KEY = 'nidra:roles';
/** The OpenAPI extension that states who may call an operation. */
export const REQUIRED_ROLE_EXTENSION = 'x-required-role';

/** Anyone may call this, signed in or not. */
export const Public = () =>
  applyDecorators(SetMetadata(PUBLIC_KEY, true), ApiExtension(REQUIRED_ROLE_EXTENSION, 'none (public)'));

/**
 * Anyone may call this read, and it is among the shop's hottest: a request without a token is answered as
 * soon as the route is known, ahead of the framework's middleware, guards and pipes (the global rate limit,
 * security headers, request log, input checks and body validation still apply). It is a GET whose path ends
 * in its one parameter, called with that parameter alone, or a POST without path parameters, called with its
 * JSON body validated against the DTO class it declares, frozen (the handler takes it read-only); either may
 * take no other input but the caller, and have no guards, pipes or interceptors of its own (the app refuses
 * to start otherwise). It runs outside the ORM's request context: plain statements only, no entity manager
 * of the request.
 */
export const PublicRead = () => applyDecorators(Public(), SetMetadata(PUBLIC_READ_KEY, true));

/** Any signed-in user may call this. */
export const Authenticated = () =>
  applyDecorators(
    ApiBearerAuth(),
    ApiExtension(REQUIRED_ROLE_EXTENSION, 'any signed-in user'),
    ApiUnauthorizedResponse({ type: ErrorBody, description: 'Not signed in' }),
  );

/** Only these roles may call this: 401 when anonymous, 403 for any other role. */
export const Roles = (...roles: Role[]) =>
  applyDecorators(
    SetMetadata(ROLES_KEY, roles),
    ApiBearerAuth(),
    ApiExtension(REQUIRED_ROLE_EXTENSION, roles.map((role) => ROLE_LABELS[role]).join(' or ')),
    ApiUnauthorizedResponse({ type: ErrorBody, description: 'Not signed in' }),
    ApiForbiddenResponse({ type: ErrorBody, description: `Requires ${roles.join(' or ')}` }),
  );

export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedUser | undefined =>
    context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user,
);
