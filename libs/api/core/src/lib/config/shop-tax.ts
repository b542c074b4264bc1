import type { ShopTax } from '@nidra/shared/util';
import type { AppConfig } from './app-config';

/** The shop's GST: its default rate, and whether it may charge GST at all (only with a GSTIN). */
export function shopTax(config: Pick<AppConfig, 'gstRate' | 'shopGstin'>): ShopTax {
  return { rate: config.gstRate, registered: config.shopGstin !== undefined };
}
