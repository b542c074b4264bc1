import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { AppConfig, PeriodicJob } from '@nidra/api/core';
import { CartService } from './cart.service';

const EVERY_MS = 60 * 60 * 1000;

/** Carts nobody placed are deleted once untouched for `CART_TTL_DAYS`: at start and every hour after. */
@Injectable()
export class CartCleanupJob extends PeriodicJob<number> {
  protected readonly failure = 'Old carts could not be deleted this time';

  constructor(
    private readonly carts: CartService,
    private readonly config: AppConfig,
    orm: MikroORM,
  ) {
    super(orm, 'Carts', EVERY_MS, true);
  }

  protected work(): Promise<number> {
    return this.carts.deleteStale(this.config.cartTtlDays);
  }

  protected report(deleted: number): string | undefined {
    return deleted > 0 ? `Deleted ${deleted} cart(s) untouched for ${this.config.cartTtlDays} days` : undefined;
  }
}
