// The stand-in's rules and wording: the courier's refusals, status numbers, required fields and times.

import type { IncomingMessage } from 'node:http';

/** What a route answers: JSON, or a label's PDF. */
export type Answer = { status: number; body: unknown } | { status: number; pdf: Buffer };

/** A refusal in the courier's shape (`{ message, status_code }`), thrown by a route. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }

  get answer(): Answer {
    return { status: this.status, body: { message: this.message, status_code: this.status, ...(this.errors && { errors: this.errors }) } };
  }
}

/** The courier's numbers for the statuses its webhooks name; others are 0. */
export const STATUS_IDS: Record<string, number> = {
  'AWB ASSIGNED': 1,
  'PICKUP SCHEDULED': 4,
  SHIPPED: 6,
  DELIVERED: 7,
  CANCELED: 8,
  CANCELLED: 8,
  'RTO INITIATED': 9,
  'RTO DELIVERED': 10,
  'OUT FOR DELIVERY': 17,
  'IN TRANSIT': 18,
  'PICKED UP': 42,
};

/** Once a parcel is on its way its order can no longer be cancelled. */
export const PICKED_UP = ['PICKED UP', 'SHIPPED', 'IN TRANSIT', 'OUT FOR DELIVERY', 'DELIVERED', 'RTO INITIATED', 'RTO DELIVERED'];

export const FORWARD_FIELDS = [
  'order_id', 'order_date', 'pickup_location', 'billing_customer_name', 'billing_address', 'billing_city', 'billing_pincode',
  'billing_state', 'billing_country', 'billing_email', 'billing_phone', 'payment_method', 'sub_total',
];
export const RETURN_FIELDS = [
  'order_id', 'order_date', 'pickup_customer_name', 'pickup_address', 'pickup_city', 'pickup_state', 'pickup_country',
  'pickup_pincode', 'pickup_email', 'pickup_phone', 'shipping_customer_name', 'shipping_address', 'shipping_city',
  'shipping_country', 'shipping_pincode', 'shipping_state', 'shipping_phone', 'payment_method', 'sub_total',
];

/** India time as the courier writes it, `YYYY-MM-DD HH:mm:ss`, `days` from now. */
export function indiaTime(days = 0): string {
  return new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().replace('T', ' ').slice(0, 19);
}

export async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // Refused below.
  }
  throw new Refusal(400, 'The request body is not valid JSON.');
}

/** The courier's 422 for missing fields, items and package measures. */
export function checkOrder(body: Record<string, unknown>, fields: string[]): void {
  const errors: Record<string, string[]> = {};
  for (const field of fields) {
    if (body[field] === undefined || body[field] === null || body[field] === '') errors[field] = [`The ${field} field is required.`];
  }
  for (const measure of ['length', 'breadth', 'height', 'weight']) {
    if (!(typeof body[measure] === 'number' && body[measure] > 0)) errors[measure] = [`The ${measure} must be greater than 0.`];
  }
  const items = body['order_items'];
  const itemsValid =
    Array.isArray(items) &&
    items.length > 0 &&
    items.every((item: Record<string, unknown>) => item?.['name'] && item['sku'] && Number(item['units']) > 0 && typeof item['selling_price'] === 'number');
  if (!itemsValid) errors['order_items'] = ['The order items must name each item, its sku, units and selling price.'];
  if (body['payment_method'] !== undefined && !['COD', 'Prepaid'].includes(String(body['payment_method']))) {
    errors['payment_method'] = ['The payment method must be COD or Prepaid.'];
  }
  if (Object.keys(errors).length) throw new Refusal(422, 'Oops! Invalid Data.', errors);
}
