import { Injectable } from '@nestjs/common';
import { AppConfig } from '@nidra/api/core';
import type { DeliveryEstimateResponse } from '@nidra/shared/contracts';
import { PincodeDirectory } from '../pincodes/pincode-directory';
import { deliveryEstimate } from './delivery-zone';

/** Delivery to a pincode from the shop's state (`SHOP_STATE`). */
@Injectable()
export class DeliveryService {
  constructor(
    private readonly pincodes: PincodeDirectory,
    private readonly config: AppConfig,
  ) {}

  /** Where the pincode is, whether it is served and in how many days; undefined when it is malformed or unknown. */
  estimate(pincode: string): DeliveryEstimateResponse | undefined {
    const entry = this.pincodes.lookup(pincode);
    return entry && deliveryEstimate(pincode, entry, this.config.shopState);
  }
}
