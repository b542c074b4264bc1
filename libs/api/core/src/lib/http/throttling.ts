import { ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerModuleOptions } from '@nestjs/throttler';
import { ErrorMessage } from '@nidra/shared/contracts';
import type { AppConfig } from '../config/app-config';
import { MemoryThrottlerStorage } from './memory-throttler-storage';

const RATE_LIMIT_KEY = 'nidra:rate-limit';
/** `login`: per address and account; `forms`: per address, counted for each route on its own. */
export type RateLimitName = 'login' | 'forms';

/** Applies the stricter limit of that name (on top of the global one) to a route. */
export const RateLimited = (name: RateLimitName) => SetMetadata(RATE_LIMIT_KEY, name);

function onlyFor(name: RateLimitName) {
  return (context: ExecutionContext) => Reflect.getMetadata(RATE_LIMIT_KEY, context.getHandler()) !== name;
}

/**
 * One global limit per address, plus sign-in attempts limited per address and account, and public
 * forms (sign-up, forgot password, contact, newsletter) per address. With REDIS_URL the counters are
 * shared by every instance of the shop (each counts alone while Redis is down); without it the Redis
 * storage is never loaded.
 */
export async function throttlerOptions(config: AppConfig): Promise<ThrottlerModuleOptions> {
  const storage = config.redisUrl
    ? await (await import('./shared-throttler-storage')).SharedThrottlerStorage.connect(config.redisUrl)
    : new MemoryThrottlerStorage();
  return {
    throttlers: [
      { name: 'default', ...config.rateLimits.global },
      {
        name: 'login',
        ...config.rateLimits.login,
        skipIf: onlyFor('login'),
        getTracker: (request) => {
          const email = String(request['body']?.email ?? '').trim().toLowerCase();
          return `${request['ip']}|${email}`;
        },
      },
      { name: 'forms', ...config.rateLimits.forms, skipIf: onlyFor('forms') },
    ],
    storage,
    errorMessage: ErrorMessage.tooManyRequests,
  };
}

/** The HTTP limits; socket events have their own (the chat limits a member's messages itself). */
@Injectable()
export class HttpThrottlerGuard extends ThrottlerGuard {
  override canActivate(context: ExecutionContext): Promise<boolean> {
    return context.getType() === 'http' ? super.canActivate(context) : Promise.resolve(true);
  }
}
