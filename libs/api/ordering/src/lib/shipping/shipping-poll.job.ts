import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { AppConfig, PeriodicJob } from '@nidra/api/core';
import { ShippingService } from './shipping.service';

/** The job looks at least this often, and more often when `SHIPPING_POLL_MIN` is shorter. */
const AT_MOST_MS = 60_000;

/**
 * Parcels the courier has not spoken of for `SHIPPING_POLL_MIN` are asked for their tracking, which moves
 * their items as a webhook would. Runs on every instance (a report is recorded once, under the shipment's
 * lock); without a courier it does nothing.
 */
@Injectable()
export class ShippingPollJob extends PeriodicJob<number> {
  protected readonly failure = 'Shipments could not be tracked this time';

  constructor(
    private readonly shipping: ShippingService,
    private readonly config: AppConfig,
    orm: MikroORM,
  ) {
    super(orm, 'Shipping', Math.min(AT_MOST_MS, config.shippingPollMinutes * 60_000), false);
  }

  protected work(): Promise<number> {
    return this.config.shiprocket ? this.shipping.pollSilent() : Promise.resolve(0);
  }

  protected report(asked: number): string | undefined {
    return asked > 0 ? `Asked the courier of ${asked} shipment(s) not heard from` : undefined;
  }
}
