import { ExecutionContext, Injectable, mixin, type Type } from '@nestjs/common';
import { AuthGuard, type IAuthGuard } from '@nestjs/passport';
import type { FastifyReply } from 'fastify';
import { AppConfig } from '@nidra/api/core';
import { SocialMessage } from '@nidra/shared/contracts';
import type { SocialRequest } from './oauth-state';
import { isConfigured, providerConfig } from './social-strategies';
import type { SocialProvider } from './social-accounts.service';


export function loginUrlWithError(config: AppConfig, message: string): string {
  return `${config.publicUrl}/#/login?error=${encodeURIComponent(message)}`;
}

/** Where a link started from Account Security comes back to, with what happened. */
export function securityUrl(config: AppConfig, outcome: { linked: string } | { error: string }): string {
  const [key, value] = Object.entries(outcome)[0];
  return `${config.publicUrl}/#/dashboard/security?${key}=${encodeURIComponent(value)}`;
}

/**
 * What the shop says when the provider sends the browser back with an error: a fixed sentence for its
 * error code, never its own words (`error_description` is whatever the link that came here says).
 */
function providerFailure(provider: SocialProvider, query: unknown): string {
  const code = (query as { error?: unknown } | undefined)?.error;
  return code === 'access_denied' ? SocialMessage.cancelled(provider) : SocialMessage.failed(provider);
}

const guards = new Map<SocialProvider, Type<IAuthGuard>>();

/**
 * Runs the provider's passport strategy on Fastify (passport writes to the raw response). A sign-in
 * that fails or is cancelled does not throw: the handler sends the browser back to /login with why.
 */
export function SocialAuthGuard(provider: SocialProvider): Type<IAuthGuard> {
  const existing = guards.get(provider);
  if (existing) return existing;

  @Injectable()
  class Guard extends AuthGuard(provider) {
    constructor(private readonly config: AppConfig) {
      super();
    }

    override async canActivate(context: ExecutionContext): Promise<boolean> {
      if (!isConfigured(providerConfig(this.config, provider))) {
        const reply = context.switchToHttp().getResponse<FastifyReply>();
        await reply.redirect(
          loginUrlWithError(this.config, SocialMessage.notConfigured(provider)),
          302,
        );
        return false;
      }
      return (await super.canActivate(context)) as boolean;
    }

    override getRequest(context: ExecutionContext): SocialRequest {
      const request = context.switchToHttp().getRequest<SocialRequest>();
      request.oauthResponse = context.switchToHttp().getResponse<FastifyReply>().raw;
      return request;
    }

    getResponse(context: ExecutionContext): FastifyReply['raw'] {
      return context.switchToHttp().getResponse<FastifyReply>().raw;
    }

    override handleRequest<TUser>(
      error: unknown,
      user: TUser | false,
      _info: unknown,
      context: ExecutionContext,
    ): TUser {
      if (!user) {
        const request = context.switchToHttp().getRequest<SocialRequest>();
        request.oauthFailure ??= providerFailure(provider, request.query);
        if (error) request.log?.warn({ err: error }, `${provider} sign-in failed`);
      }
      return (user || null) as TUser;
    }
  }

  const guard = mixin(Guard);
  guards.set(provider, guard);
  return guard;
}
