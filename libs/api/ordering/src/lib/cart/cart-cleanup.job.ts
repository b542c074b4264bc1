import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { AppConfig } from '@nidra/api/core';
import { CartService } from './cart.service';

const EVERY_MS = 60 * 60 * 1000;

/** Carts nobody placed are deleted once untouched for `CART_TTL_DAYS`: at start and every hour after. */
@Injectable()
export class CartCleanupJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Carts');
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    private readonly carts: CartService,
    private readonly config: AppConfig,
    private readonly orm: MikroORM,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.run(), EVERY_MS).unref();
    void this.run();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One round; a failure is logged and the next round tries again. */
  run(): Promise<number> {
    this.running ??= RequestContext.create(this.orm.em, () => this.carts.deleteStale(this.config.cartTtlDays))
      .then((deleted) => {
        if (deleted > 0) this.logger.log(`Deleted ${deleted} cart(s) untouched for ${this.config.cartTtlDays} days`);
        return deleted;
      })
      .catch((error: unknown) => {
        this.logger.warn({ err: error }, 'Old carts could not be deleted this time');
        return 0;
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }
}
