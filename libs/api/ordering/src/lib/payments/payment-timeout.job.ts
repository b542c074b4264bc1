import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { AppConfig, PeriodicJob } from '@nidra/api/core';
import { PaymentsService } from './payments.service';

/** The job looks at least this often, and more often when the time to pay is shorter. */
const AT_MOST_MS = 30_000;

/**
 * Prepaid orders whose payment did not come within `PAYMENT_TIMEOUT_MIN` give their stock back. Runs on
 * every instance; the orders are claimed with SKIP LOCKED, so each is released once.
 */
@Injectable()
export class PaymentTimeoutJob extends PeriodicJob<number> {
  protected readonly failure = 'Unpaid orders could not be released this time';

  constructor(
    private readonly payments: PaymentsService,
    config: AppConfig,
    orm: MikroORM,
  ) {
    super(orm, 'Payments', Math.min(AT_MOST_MS, config.paymentTimeoutMin * 60_000), false);
  }

  protected work(now: Date): Promise<number> {
    return this.payments.releaseDue(now);
  }

  protected report(released: number): string | undefined {
    return released > 0 ? `Released the stock of ${released} order(s) not paid in time` : undefined;
  }
}
