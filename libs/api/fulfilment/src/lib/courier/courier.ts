/** A person and place as the courier's order states them (the buyer's delivery address, or for a return the pickup). */
export interface CourierParty {
  name: string;
  address: string;
  city: string;
  pincode: string;
  state: string;
  email: string;
  phone: string;
}

/** One line of a courier order: what the label and the cash to collect are made from. */
export interface CourierItem {
  name: string;
  sku: string;
  units: number;
  /** Rupees a unit, with tax. */
  sellingPrice: number;
  /** Rupees of tax on the line. */
  tax: number;
  hsn: string;
}

/** The package as weighed and measured. */
export interface CourierPackage {
  weightKg: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

/** What a forward shipment books: ours is `reference` (`{orderId}-{n}`), unique per shipment. */
export interface CourierBooking {
  reference: string;
  orderDate: string;
  customer: CourierParty;
  items: CourierItem[];
  paymentMethod: 'COD' | 'Prepaid';
  /** Rupees to collect on delivery (cash on delivery), else the consignment's value. */
  subTotal: number;
  package: CourierPackage;
}

/** A shipment as the courier booked it. */
export interface CourierShipment {
  /** The courier's own order and shipment ids. */
  courierOrderId: string;
  shipmentId: string;
  awb: string;
  courierName: string;
  pickupDate: string | null;
  labelUrl: string | null;
}

/** One scan of a parcel. */
export interface CourierScan {
  at: string;
  status: string;
  activity: string;
  location: string;
}

/** What the courier says of a parcel now. */
export interface CourierTracking {
  awb: string;
  currentStatus: string;
  scans: CourierScan[];
}

/** The courier could not be reached or refused in a way a retry may mend: nothing was booked twice. */
export class CourierUnavailable extends Error {}

/** The courier refused the request as made (a 4xx other than an expired sign-in): a retry alone will not mend it. */
export class CourierRefused extends CourierUnavailable {}

/**
 * A time as the courier writes it, in India time without a zone (`2024-05-23 11:43:52`, or a webhook's
 * `23 05 2024 11:43:52`), as an ISO 8601 time with India's offset; anything else is returned as it is.
 */
export function courierTime(value: string): string {
  const trimmed = value.trim();
  const isoLike = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(trimmed);
  const dayFirst = /^(\d{2}) (\d{2}) (\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?$/.exec(trimmed);
  if (isoLike) return `${isoLike[1]}-${isoLike[2]}-${isoLike[3]}T${isoLike[4]}:${isoLike[5]}:${isoLike[6] ?? '00'}+05:30`;
  if (dayFirst) return `${dayFirst[3]}-${dayFirst[2]}-${dayFirst[1]}T${dayFirst[4]}:${dayFirst[5]}:${dayFirst[6] ?? '00'}+05:30`;
  return value;
}
