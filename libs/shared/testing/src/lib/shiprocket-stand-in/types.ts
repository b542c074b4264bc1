// The Shiprocket stand-in's public shapes: the orders it keeps and the stand-in itself.

/** One scan of a parcel, as the courier's tracking and webhooks carry it. */
export interface StandInScan {
  /** `YYYY-MM-DD HH:mm:ss`, India time, as the courier writes it. */
  date: string;
  status: string;
  activity: string;
  location: string;
}

/** An order the shop made at the courier (a forward one, or a return's reverse pickup). */
export interface StandInShiprocketOrder {
  /** The courier's order id (`sr_order_id`). */
  id: number;
  shipmentId: number;
  kind: 'adhoc' | 'return';
  /** What the shop sent, as it sent it. */
  body: Record<string, unknown>;
  /** The order's status at the courier: NEW, READY TO SHIP, PICKUP SCHEDULED, CANCELED, … */
  status: string;
  awb: string | null;
  courierName: string | null;
  pickupScheduledDate: string | null;
  labelUrl: string | null;
  /** What tracking and webhooks say of the parcel now. */
  currentStatus: string;
  scans: StandInScan[];
}

/**
 * How the next requests fail: `down` drops the connection unanswered, `slow` does the work but answers only after
 * `slowMs` (longer than the shop waits), `http500` answers 500 without doing anything.
 */
export type StandInFailure = 'down' | 'slow' | 'http500';

/** What a webhook delivery got back from the shop. */
export interface StandInWebhookAnswer {
  status: number;
  body: string;
}

export interface ShiprocketStandIn {
  /** Base URL, e.g. http://127.0.0.1:PORT (the shop's SHIPROCKET_API_URL). */
  url: string;
  /** The variables that point the shop's courier at this server. */
  env: Record<string, string>;
  /** Where `sendWebhook` posts, and the token it sends; may be set once the shop is listening. */
  webhook?: { url: string; token: string };
  /** What the shop created, by its reference (`order_id`). */
  orders: Map<string, StandInShiprocketOrder>;
  /** Every request, as `METHOD /path` (without the query), in the order they came. */
  calls: string[];
  /** The next `count` requests (1 unless said; only those whose path starts with `path`, when given) fail so. */
  failNext(kind: StandInFailure, count?: number, path?: string): void;
  /** Every token issued so far stops working, as when the courier's tokens expire. */
  expireTokens(): void;
  /** What tracking answers for that AWB from now on: its current status and, when given, its scans. */
  setStatus(awb: string, status: string, scans?: StandInScan[]): void;
  /**
   * Posts the courier's tracking webhook for that AWB to `webhook.url` with `x-api-key`, as the courier does; the parcel's
   * status becomes `currentStatus` and the event is added to its scans. `extra` overrides or adds fields of the body.
   */
  sendWebhook(awb: string, currentStatus: string, extra?: Record<string, unknown>): Promise<StandInWebhookAnswer>;
  close(): Promise<void>;
}
