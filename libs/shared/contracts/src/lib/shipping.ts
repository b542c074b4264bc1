/** Which way a shipment goes: to the buyer, or back from them for a return. */
export const SHIPMENT_DIRECTIONS = ['forward', 'return'] as const;
export type ShipmentDirection = (typeof SHIPMENT_DIRECTIONS)[number];

/** One scan or status of a shipment. */
export interface ShipmentEventDto {
  status: string;
  at: string;
  location: string;
  activity: string;
}

/** A shipment as the API sends it. */
export interface ShipmentDto {
  _id: string;
  orderId: string;
  direction: ShipmentDirection;
  /** The order items in it. */
  items: string[];
  awb: string | null;
  courier: string | null;
  /** The courier's last word on it, as it said it (`NEW` until booked). */
  status: string;
  labelUrl: string | null;
  pickupDate: string | null;
  ewayBill: string | null;
  events: ShipmentEventDto[];
}

/** The package as weighed and measured (a variant's: one unit, packed). */
export interface ShipmentPackage {
  /** @example 18.5 */
  weightKg: number;
  /** @example 190 */
  lengthCm: number;
  /** @example 150 */
  breadthCm: number;
  /** @example 25 */
  heightCm: number;
}

/** The limits of a package's measures, as the courier takes them (up to two decimals each). */
export const PACKAGE_LIMITS = { weightKg: { min: 0.1, max: 100 }, cm: { min: 1, max: 300 } } as const;

/** What an order's item weighs and measures, one unit packed as its variant says (null: not given). */
export interface ItemPackage {
  item: string;
  package: ShipmentPackage | null;
}

/** `GET /api/order/{id}/packages`: the packages of the order's items the caller may ship, to start a booking from. */
export interface ItemPackageListResponse {
  packages: ItemPackage[];
}

/**
 * One package for these items, from their units' packages: the weights summed (to 10 g), each measure the
 * largest of them; null when any item has none to start from.
 */
export function packageFor(items: ReadonlyArray<{ package: ShipmentPackage | null; units: number }>): ShipmentPackage | null {
  if (items.length === 0 || items.some((item) => item.package === null)) return null;
  const packages = items as ReadonlyArray<{ package: ShipmentPackage; units: number }>;
  const largest = (measure: Exclude<keyof ShipmentPackage, 'weightKg'>) => Math.max(...packages.map((item) => item.package[measure]));
  const grams = packages.reduce((sum, item) => sum + Math.round(item.package.weightKg * 1000) * item.units, 0);
  return { weightKg: Math.ceil(grams / 10) / 100, lengthCm: largest('lengthCm'), breadthCm: largest('breadthCm'), heightCm: largest('heightCm') };
}

/** `POST /api/order/{id}/shipments`: items of one seller, not yet shipped, in one package. */
export interface BookShipmentRequest {
  items: string[];
  package: ShipmentPackage;
  /** 12 digits; required for a consignment worth over ₹50,000. */
  ewayBill?: string;
}

/** `POST /api/return/{id}/pickup`: the package, when the item did not travel through the courier. */
export interface ReturnPickupRequest {
  package?: ShipmentPackage;
}

export interface ShipmentResponse {
  shipment: ShipmentDto;
}

export interface ShipmentListResponse {
  shipments: ShipmentDto[];
}

/** `GET /api/shipment/{id}/label` asked for JSON: the courier's label to open (otherwise the route redirects there). */
export interface ShipmentLabelResponse {
  url: string;
}

/** `POST /api/shipping/webhook`: the courier's tracking update. */
export interface CourierWebhookRequest {
  awb: string;
  courier_name?: string;
  current_status: string;
  current_status_id?: number;
  shipment_status?: string;
  shipment_status_id?: number;
  current_timestamp?: string;
  order_id?: string;
  sr_order_id?: number;
  etd?: string;
  scans?: Array<{ date: string; status: string; activity: string; location: string }>;
}

/** A consignment worth more than this (rupees, with tax) travels with an e-way bill. */
export const EWAY_BILL_ABOVE = 50_000;
export const EWAY_BILL_PATTERN = /^\d{12}$/;

/** What a courier status does to the items it carries; statuses not named are kept as events only. */
export type CourierMove = 'shipped' | 'delivered' | 'returned-to-origin' | 'cancelled-before-pickup';

export function courierMove(currentStatus: string): CourierMove | null {
  switch (currentStatus.trim().toUpperCase()) {
    case 'PICKED UP':
    case 'SHIPPED':
    case 'IN TRANSIT':
    case 'OUT FOR DELIVERY':
      return 'shipped';
    case 'DELIVERED':
      return 'delivered';
    case 'RTO DELIVERED':
      return 'returned-to-origin';
    case 'CANCELED':
    case 'CANCELLED':
      return 'cancelled-before-pickup';
    default:
      return null;
  }
}

export const ShippingMessage = {
  noCourier: 'No courier is connected: ship by hand with the item status, a courier and a tracking number.',
  itemsRequired: 'Choose at least one item to ship.',
  itemNotInOrder: 'One of the items is not in this order.',
  itemNotShippable: (name: string) => `${name} is not waiting to ship.`,
  itemBooked: (name: string) => `${name} is already in a shipment.`,
  oneSeller: 'Items of different sellers ship separately.',
  unpaid: 'This order is not paid yet.',
  noAddress: 'This order has no delivery address.',
  ewayBillRequired: `A consignment worth over ₹50,000 needs its e-way bill number.`,
  ewayBillInvalid: 'An e-way bill number has 12 digits.',
  packageInvalid: `Give the package’s weight (${PACKAGE_LIMITS.weightKg.min} to ${PACKAGE_LIMITS.weightKg.max} kg) and its length, breadth and height (${PACKAGE_LIMITS.cm.min} to ${PACKAGE_LIMITS.cm.max} cm).`,
  courierDown: 'The courier could not be reached. Nothing was booked; please try again in a few minutes.',
  notFound: 'no shipment found.',
  noLabel: 'This shipment has no label yet.',
  noShopAddress: 'Return pickups need the shop’s address with its pincode (SHOP_ADDRESS).',
  pickupBooked: 'The return’s pickup has been booked.',
  pickupNotApproved: 'Only an approved return is picked up.',
  pickupPackage: 'Give the package’s weight and size: the item did not travel through the courier.',
  pickedUp: 'This shipment has been picked up and can no longer be cancelled.',
  cancelled: 'The shipment has been cancelled.',
  booked: 'The shipment has been booked.',
  badToken: 'That token is not the courier’s.',
} as const;

/** The answer to the courier's webhook: heard (also for an AWB that is none of ours, or a report heard before). */
export interface CourierWebhookResponse {
  received: true;
}
