import type { DeliveryEstimateResponse } from '@nidra/shared/contracts';
import type { PincodeEntry } from '../pincodes/pincode-directory';

export type Region = 'North' | 'South' | 'East' | 'West' | 'Central' | 'North-East';

/** Each state's region, by GST state code. */
export const REGION_OF_STATE: Readonly<Record<string, Region>> = {
  '01': 'North', '02': 'North', '03': 'North', '04': 'North', '05': 'North', '06': 'North', '07': 'North', '08': 'North',
  '09': 'North', '38': 'North',
  '29': 'South', '31': 'South', '32': 'South', '33': 'South', '34': 'South', '35': 'South', '36': 'South', '37': 'South',
  '10': 'East', '19': 'East', '20': 'East', '21': 'East',
  '24': 'West', '26': 'West', '27': 'West', '30': 'West',
  '22': 'Central', '23': 'Central',
  '11': 'North-East', '12': 'North-East', '13': 'North-East', '14': 'North-East', '15': 'North-East', '16': 'North-East',
  '17': 'North-East', '18': 'North-East',
};

/** Regions that share a border. */
const NEIGHBOURS: Readonly<Record<Region, readonly Region[]>> = {
  North: ['West', 'Central', 'East'],
  South: ['West', 'Central', 'East'],
  East: ['North', 'South', 'Central', 'North-East'],
  West: ['North', 'South', 'Central'],
  Central: ['North', 'South', 'East', 'West'],
  'North-East': ['East'],
};

/** Couriers are slowest to the North-East, Jammu and Kashmir, Ladakh, the islands and Other Territory. */
const REMOTE = new Set(['01', '38', '35', '31', '97', '11', '12', '13', '14', '15', '16', '17', '18']);
/** Couriers do not collect cash on the Andaman and Nicobar Islands or Lakshadweep. */
const NO_CASH = new Set(['35', '31']);

export type DeliveryZone = 'state' | 'region' | 'national' | 'remote';
export const ZONE_DAYS: Readonly<Record<DeliveryZone, number>> = { state: 2, region: 4, national: 6, remote: 8 };

/**
 * How far a parcel travels from the shop's state: within it; to a remote state; within its region or to a
 * neighbouring one; or anywhere else in India.
 */
export function deliveryZone(shopState: string, destination: string): DeliveryZone {
  if (destination === shopState) return 'state';
  if (REMOTE.has(destination)) return 'remote';
  const from = REGION_OF_STATE[shopState];
  const to = REGION_OF_STATE[destination];
  if (from && to && (from === to || NEIGHBOURS[from].includes(to))) return 'region';
  return 'national';
}

/** Whether the courier can collect cash on delivery in the state. */
export function cashOnDeliveryIn(stateCode: string): boolean {
  return !NO_CASH.has(stateCode);
}

/** The estimate for a pincode the directory knows, from the shop's state. */
export function deliveryEstimate(pincode: string, entry: PincodeEntry, shopState: string): DeliveryEstimateResponse {
  const serviceable = entry.delivers;
  return {
    pincode,
    city: entry.city,
    state: entry.state,
    stateCode: entry.stateCode,
    serviceable,
    codAvailable: serviceable && cashOnDeliveryIn(entry.stateCode),
    days: ZONE_DAYS[deliveryZone(shopState, entry.stateCode)],
  };
}
