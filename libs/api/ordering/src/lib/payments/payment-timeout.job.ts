import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { AppConfig } from '@nidra/api/core';
import { PaymentsService } from './payments.service';

/** The job looks at least this often, and more often when the time to pay is shorter. */
const AT_MOST_MS = 30_000;

/**
 * Prepaid orders whose payment did not come within `PAYMENT_TIMEOUT_MIN` give their stock back. Runs on
 * every instance; the orders are claimed with SKIP LOCKED, so each is released once.
 */
@Injectable()
export class PaymentTimeoutJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Payments');
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    private readonly payments: PaymentsService,
    private readonly config: AppConfig,
    private readonly orm: MikroORM,
  ) {}

  onApplicationBootstrap(): void {
    const every = Math.min(AT_MOST_MS, this.config.paymentTimeoutMin * 60_000);
    this.timer = setInterval(() => void this.run(), every).unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One round as of `now`; a failure is logged and the next round tries again. */
  run(now: Date = new Date()): Promise<number> {
    this.running ??= RequestContext.create(this.orm.em, () => this.payments.releaseDue(now))
      .then((released) => {
        if (released > 0) this.logger.log(`Released the stock of ${released} order(s) not paid in time`);
        return released;
      })
      .catch((error: unknown) => {
        this.logger.warn({ err: error }, 'Unpaid orders could not be released this time');
        return 0;
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }
}
