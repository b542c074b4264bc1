import { Injectable, Logger } from '@nestjs/common';
import { AppConfig, type ShiprocketConfig } from '@nidra/api/core';
import {
  CourierRefused,
  CourierUnavailable,
  courierTime,
  type CourierBooking,
  type CourierParty,
  type CourierScan,
  type CourierShipment,
  type CourierTracking,
} from './courier';
import { courierMessage, idOf, isObject, orderFields, partyFields, text, type Json } from './shiprocket-fields';

/** How long one call to the courier may take before it counts as unavailable. */
export const COURIER_TIMEOUT_MS = 5_000;

/** How far a booking got at the courier: what a retry continues from. */
interface Progress {
  courierOrderId: string;
  shipmentId: string;
  awb: string | null;
  courierName: string | null;
  pickupScheduled: boolean;
  pickupDate: string | null;
}

/** The courier's order statuses from which its pickup is already scheduled (or done). */
const PICKUP_SCHEDULED = /PICKUP (SCHEDULED|QUEUED|GENERATED|RESCHEDULED)|PICKED UP|MANIFEST|SHIPPED|IN TRANSIT|OUT FOR DELIVERY|DELIVERED|RTO/i;

/**
 * Shiprocket, over its HTTP API at `SHIPROCKET_API_URL`: books forward and return shipments (order, AWB, pickup,
 * label), tracks and cancels them. Each call waits at most `COURIER_TIMEOUT_MS`; the sign-in's token is kept until
 * the courier refuses it, then renewed once. A booking first looks its reference up, so a retry after an
 * interrupted one continues what the courier already has instead of booking twice. Whatever goes wrong is a
 * `CourierUnavailable` (a `CourierRefused` when the courier turned the request down as made).
 */
@Injectable()
export class ShiprocketGateway {
  private readonly logger = new Logger(ShiprocketGateway.name);
  private readonly settings?: ShiprocketConfig;
  /** How long one call may take; tests shorten it. */
  protected readonly timeoutMs: number = COURIER_TIMEOUT_MS;
  /** The sign-in in use or under way, shared by calls made at once, until the courier refuses its token. */
  private token?: Promise<string>;

  constructor(config: AppConfig) {
    this.settings = config.shiprocket;
  }

  get configured(): boolean {
    return this.settings !== undefined;
  }

  /** Books a parcel to the customer: the order, its AWB, the pickup and the label. */
  async book(booking: CourierBooking): Promise<CourierShipment> {
    const settings = this.require();
    const body = {
      ...orderFields(booking),
      pickup_location: settings.pickupLocation,
      ...partyFields('billing', booking.customer),
      shipping_is_billing: true,
    };
    return this.place(booking.reference, 'create/adhoc', body, false);
  }

  /** Books a return's reverse pickup from the customer to the shop: the order, its AWB and the pickup. */
  async bookReturn(booking: CourierBooking & { shop: CourierParty }): Promise<CourierShipment> {
    this.require();
    const body = {
      ...orderFields(booking),
      // Nothing is collected on a return.
      payment_method: 'Prepaid',
      ...partyFields('pickup', booking.customer),
      ...partyFields('shipping', booking.shop),
    };
    return this.place(booking.reference, 'create/return', body, true);
  }

  /** What the courier says of a parcel now, its scans oldest first. */
  async track(awb: string): Promise<CourierTracking> {
    const what = `track AWB ${awb}`;
    const answer = await this.call(what, 'GET', `/v1/external/courier/track/awb/${encodeURIComponent(awb)}`);
    const data = answer['tracking_data'];
    if (!isObject(data)) throw this.unavailable(what, 'its answer held no tracking');
    const tracks = Array.isArray(data['shipment_track']) ? data['shipment_track'].filter(isObject) : [];
    const track = tracks.find((candidate) => idOf(candidate['awb_code']) === awb) ?? tracks[0];
    const currentStatus = text(track?.['current_status']);
    if (!currentStatus) throw this.unavailable(what, 'it has no tracking for it yet');
    const activities = Array.isArray(data['shipment_track_activities']) ? data['shipment_track_activities'].filter(isObject) : [];
    const scans: CourierScan[] = activities.map((activity) => ({
      at: courierTime(text(activity['date']) ?? ''),
      status: text(activity['status']) ?? '',
      activity: text(activity['activity']) ?? '',
      location: text(activity['location']) ?? '',
    }));
    // The courier lists the newest first; a time it does not give keeps the scan where it was.
    scans.sort((a, b) => (Date.parse(a.at) || 0) - (Date.parse(b.at) || 0));
    return { awb, currentStatus, scans };
  }

  /** Cancels the courier's orders (its own ids), which frees their pickups. */
  async cancel(courierOrderIds: string[]): Promise<void> {
    if (courierOrderIds.length === 0) return;
    const ids = courierOrderIds.map((id) => (/^\d+$/.test(id) ? Number(id) : id));
    await this.call(`cancel order ${courierOrderIds.join(', ')}`, 'POST', '/v1/external/orders/cancel', { ids });
  }

  /** Creates the order unless the courier has it already, then does whatever of AWB, pickup and label is left. */
  private async place(reference: string, create: 'create/adhoc' | 'create/return', body: Json, isReturn: boolean): Promise<CourierShipment> {
    const what = `book ${isReturn ? 'return ' : ''}shipment ${reference}`;
    const progress = (await this.find(reference, what)) ?? (await this.create(create, body, what));
    if (!progress.awb) {
      const answer = await this.call(what, 'POST', '/v1/external/courier/assign/awb', {
        shipment_id: Number(progress.shipmentId) || progress.shipmentId,
        ...(isReturn && { is_return: 1 }),
      });
      const data = isObject(answer['response']) && isObject(answer['response']['data']) ? answer['response']['data'] : undefined;
      const awb = idOf(data?.['awb_code']);
      if (answer['awb_assign_status'] !== 1 || !awb) throw this.unavailable(what, 'no AWB was assigned');
      progress.awb = awb;
      progress.courierName = text(data?.['courier_name']) ?? null;
    }
    const shipmentIds = { shipment_id: [Number(progress.shipmentId) || progress.shipmentId] };
    if (!progress.pickupScheduled) {
      const answer = await this.call(what, 'POST', '/v1/external/courier/generate/pickup', shipmentIds);
      if (answer['pickup_status'] !== 1) throw this.unavailable(what, 'no pickup was scheduled');
      const date = isObject(answer['response']) ? text(answer['response']['pickup_scheduled_date']) : undefined;
      progress.pickupDate = date ? courierTime(date) : null;
    }
    let labelUrl: string | null = null;
    if (!isReturn) {
      const answer = await this.call(what, 'POST', '/v1/external/courier/generate/label', shipmentIds);
      labelUrl = text(answer['label_url']) ?? null;
      if (answer['label_created'] !== 1 || !labelUrl) throw this.unavailable(what, 'no label was made');
    }
    return {
      courierOrderId: progress.courierOrderId,
      shipmentId: progress.shipmentId,
      awb: progress.awb,
      // The courier's search may not name the courier it picked; Shiprocket then stands for it.
      courierName: progress.courierName ?? 'Shiprocket',
      pickupDate: progress.pickupDate,
      labelUrl,
    };
  }

  /** What the courier already has under our reference, if anything (its search also matches parts of references). */
  private async find(reference: string, what: string): Promise<Progress | undefined> {
    const answer = await this.call(what, 'GET', `/v1/external/orders?search=${encodeURIComponent(reference)}`);
    if (!Array.isArray(answer['data'])) throw this.unavailable(what, 'its search answered no list');
    const order = answer['data'].filter(isObject).find((candidate) => idOf(candidate['channel_order_id']) === reference);
    if (!order) return undefined;
    const status = text(order['status']) ?? '';
    if (/CANCEL/i.test(status)) throw this.refused(what, `the courier's order ${reference} is cancelled; book under a new reference`);
    const shipment = Array.isArray(order['shipments']) ? order['shipments'].find(isObject) : undefined;
    const courierOrderId = idOf(order['id']);
    const shipmentId = idOf(shipment?.['id']);
    if (!courierOrderId || !shipmentId) throw this.unavailable(what, 'its search named no order or shipment id');
    const pickupDate = text(shipment?.['pickup_scheduled_date']);
    return {
      courierOrderId,
      shipmentId,
      awb: idOf(shipment?.['awb']) ?? null,
      courierName: text(shipment?.['courier']) ?? null,
      pickupScheduled: PICKUP_SCHEDULED.test(status),
      pickupDate: pickupDate ? courierTime(pickupDate) : null,
    };
  }

  private async create(path: 'create/adhoc' | 'create/return', body: Json, what: string): Promise<Progress> {
    const answer = await this.call(what, 'POST', `/v1/external/orders/${path}`, body);
    const courierOrderId = idOf(answer['order_id']);
    const shipmentId = idOf(answer['shipment_id']);
    if (!courierOrderId || !shipmentId) throw this.unavailable(what, 'its answer named no order or shipment id');
    return { courierOrderId, shipmentId, awb: null, courierName: null, pickupScheduled: false, pickupDate: null };
  }

  /** One call with the sign-in's token; a refused token is renewed once and the call made again. */
  private async call(what: string, method: 'GET' | 'POST', path: string, body?: Json): Promise<Json> {
    for (let attempt = 1; ; attempt++) {
      const signIn = this.signIn();
      const token = await signIn;
      const answer = await this.send(what, method, path, body, token);
      if (answer.status === 401 && attempt === 1) {
        if (this.token === signIn) this.token = undefined;
        continue;
      }
      if (answer.status === 401) throw this.unavailable(what, 'it refused a fresh sign-in');
      return this.accept(what, answer);
    }
  }

  private signIn(): Promise<string> {
    if (!this.token) {
      const pending = this.login();
      this.token = pending;
      // A failed sign-in is not kept: the next call tries again.
      pending.catch(() => {
        if (this.token === pending) this.token = undefined;
      });
    }
    return this.token;
  }

  private async login(): Promise<string> {
    const { email, password } = this.require();
    const what = 'sign in';
    const answer = await this.send(what, 'POST', '/v1/external/auth/login', { email, password });
    if (answer.status >= 400 && answer.status < 500) {
      throw this.refused(what, 'the account was refused; check SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD');
    }
    const token = text(this.accept(what, answer)['token']);
    if (!token) throw this.unavailable(what, 'its answer held no token');
    return token;
  }

  private async send(what: string, method: 'GET' | 'POST', path: string, body: Json | undefined, token?: string): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body) headers['content-type'] = 'application/json';
    if (token) headers['authorization'] = `Bearer ${token}`;
    try {
      const response = await fetch(`${this.require().apiUrl}${path}`, {
        method,
        headers,
        body: body && JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const raw = await response.text();
      let parsed: unknown;
      try {
        parsed = raw ? JSON.parse(raw) : undefined;
      } catch {
        parsed = undefined;
      }
      return { status: response.status, body: parsed };
    } catch (error) {
      const timedOut = (error as Error | undefined)?.name === 'TimeoutError';
      throw this.unavailable(what, timedOut ? `no answer within ${this.timeoutMs / 1000} s` : 'it could not be reached');
    }
  }

  /** A 2xx with a JSON object is the answer; a 5xx or anything unreadable is an outage; another 4xx a refusal. */
  private accept(what: string, answer: { status: number; body: unknown }): Json {
    if (answer.status >= 500) throw this.unavailable(what, `it answered ${answer.status}`);
    if (answer.status >= 400) {
      throw this.refused(what, `it answered ${answer.status}${courierMessage(answer.body)}`);
    }
    if (!isObject(answer.body)) throw this.unavailable(what, 'its answer was not JSON');
    return answer.body;
  }

  private unavailable(what: string, reason: string): CourierUnavailable {
    const message = `The courier could not ${what}: ${reason.replace(/\.+$/, '')}.`;
    this.logger.warn(message);
    return new CourierUnavailable(message);
  }

  private refused(what: string, reason: string): CourierRefused {
    const message = `The courier refused to ${what}: ${reason.replace(/\.+$/, '')}.`;
    this.logger.warn(message);
    return new CourierRefused(message);
  }

  private require(): ShiprocketConfig {
    if (!this.settings) throw new CourierRefused('No courier is configured (SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD are unset).');
    return this.settings;
  }
}
