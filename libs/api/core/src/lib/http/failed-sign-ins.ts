import { Injectable } from '@nestjs/common';
import { InjectThrottlerStorage } from '@nestjs/throttler';
import { AppConfig } from '../config/app-config';
import { TooManyRequests } from '../errors/domain-error';
import type { CountingThrottlerStorage } from './memory-throttler-storage';

const NAME = 'login-address';

/**
 * Failed sign-ins per address, whichever accounts they tried: one address trying one password against
 * many accounts is refused once it has failed `LOGIN_ADDRESS_RATE_LIMIT` times in a minute. Counted in
 * the rate limits' storage, so several instances share the count through Redis.
 */
@Injectable()
export class FailedSignIns {
  constructor(
    @InjectThrottlerStorage() private readonly storage: CountingThrottlerStorage,
    private readonly config: AppConfig,
  ) {}

  /** Refuses (429) an address that has failed too often in the current window. */
  async refuseIfTooMany(address: string): Promise<void> {
    if ((await this.storage.hits(address, NAME)) >= this.config.rateLimits.loginAddress.limit) throw new TooManyRequests();
  }

  async record(address: string): Promise<void> {
    const { limit, ttl } = this.config.rateLimits.loginAddress;
    await this.storage.increment(address, ttl, limit, ttl, NAME);
  }
}
