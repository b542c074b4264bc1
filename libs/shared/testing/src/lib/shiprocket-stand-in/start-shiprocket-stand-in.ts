// Starts the stand-in: the courier's records and the loopback server answering the subset of its API the shop uses.

import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { labelPdf } from './label-pdf';
import { checkOrder, FORWARD_FIELDS, indiaTime, PICKED_UP, readJson, Refusal, RETURN_FIELDS, STATUS_IDS, type Answer } from './stand-in-rules';
import type { ShiprocketStandIn, StandInFailure, StandInScan, StandInShiprocketOrder } from './types';

/**
 * A local stand-in for Shiprocket on loopback (a free port): sign-in with the account's email and password, bearer
 * tokens, adhoc and return orders, AWBs, pickups, labels (served by the stand-in itself), tracking, search and
 * cancelling; failures a test asks for; and the courier's tracking webhook, posted to the shop.
 */
export async function startShiprocketStandIn(options: {
  email: string;
  password: string;
  webhook?: { url: string; token: string };
  /** How long a `slow` answer waits: longer than the shop's timeout (5 s) unless said. */
  slowMs?: number;
}): Promise<ShiprocketStandIn> {
  const slowMs = options.slowMs ?? 6_000;
  const tokens = new Set<string>();
  const orders = new Map<string, StandInShiprocketOrder>();
  const awbs = new Set<string>();
  const failures: { kind: StandInFailure; path?: string }[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let nextOrderId = 500_000_000 + randomInt(1_000_000);
  let nextShipmentId = 700_000_000 + randomInt(1_000_000);
  let url = '';

  const byShipment = (id: unknown): StandInShiprocketOrder => {
    const order = [...orders.values()].find((candidate) => candidate.shipmentId === Number(id));
    if (!order) throw new Refusal(400, `Shipment id ${String(id)} does not exist.`);
    return order;
  };
  const byAwb = (awb: string): StandInShiprocketOrder | undefined => [...orders.values()].find((order) => order.awb === awb);
  const shipmentIds = (body: Record<string, unknown>): StandInShiprocketOrder[] => {
    const ids = body['shipment_id'];
    if (!Array.isArray(ids) || ids.length === 0) throw new Refusal(422, 'The shipment id field is required.');
    return ids.map(byShipment);
  };
  const withAwb = (order: StandInShiprocketOrder): StandInShiprocketOrder => {
    if (!order.awb) throw new Refusal(400, `Please assign an AWB to shipment ${order.shipmentId} first.`);
    if (order.status === 'CANCELED') throw new Refusal(400, `Shipment ${order.shipmentId} is cancelled.`);
    return order;
  };
  const freshAwb = (): string => {
    let awb: string;
    do awb = String(randomInt(100_000_000_000, 1_000_000_000_000));
    while (awbs.has(awb));
    awbs.add(awb);
    return awb;
  };

  function create(body: Record<string, unknown>, kind: StandInShiprocketOrder['kind']): StandInShiprocketOrder {
    checkOrder(body, kind === 'adhoc' ? FORWARD_FIELDS : RETURN_FIELDS);
    const reference = String(body['order_id']);
    if (orders.has(reference)) throw new Refusal(422, `Order id ${reference} already exists.`);
    const order: StandInShiprocketOrder = {
      id: nextOrderId++,
      shipmentId: nextShipmentId++,
      kind,
      body,
      status: kind === 'adhoc' ? 'NEW' : 'RETURN PENDING',
      awb: null,
      courierName: null,
      pickupScheduledDate: null,
      labelUrl: null,
      currentStatus: kind === 'adhoc' ? 'NEW' : 'RETURN PENDING',
      scans: [],
    };
    orders.set(reference, order);
    return order;
  }

  function route(method: string, path: string, query: URLSearchParams, body: Record<string, unknown>, bearer?: string): Answer {
    const label = /^\/labels\/(\d+)\.pdf$/.exec(path);
    if (method === 'GET' && label) {
      const order = byShipment(label[1]);
      return { status: 200, pdf: labelPdf(`Delhivery AWB ${order.awb ?? ''}`) };
    }
    if (method === 'POST' && path === '/v1/external/auth/login') {
      if (body['email'] !== options.email || body['password'] !== options.password) {
        throw new Refusal(400, 'Invalid email and password combination');
      }
      const token = randomBytes(24).toString('base64url');
      tokens.add(token);
      return { status: 200, body: { id: 1, email: options.email, first_name: 'API', last_name: 'User', company_id: 1, created_at: indiaTime(), token } };
    }
    if (!bearer || !tokens.has(bearer)) throw new Refusal(401, 'Token has expired or is not valid.');

    if (method === 'POST' && path === '/v1/external/orders/create/adhoc') {
      const order = create(body, 'adhoc');
      return { status: 200, body: { order_id: order.id, shipment_id: order.shipmentId, status: 'NEW', status_code: 1, awb_code: '', courier_name: '' } };
    }
    if (method === 'POST' && path === '/v1/external/orders/create/return') {
      const order = create(body, 'return');
      return { status: 200, body: { order_id: order.id, shipment_id: order.shipmentId, status: 'RETURN PENDING', status_code: 21 } };
    }
    if (method === 'POST' && path === '/v1/external/courier/assign/awb') {
      const order = byShipment(body['shipment_id']);
      if (order.status === 'CANCELED') throw new Refusal(400, `Shipment ${order.shipmentId} is cancelled.`);
      if (order.awb) throw new Refusal(400, `An AWB is already assigned to shipment ${order.shipmentId}.`);
      order.awb = freshAwb();
      order.courierName = 'Delhivery';
      order.status = order.kind === 'adhoc' ? 'READY TO SHIP' : 'RETURN READY';
      order.currentStatus = 'AWB ASSIGNED';
      const data = { awb_code: order.awb, courier_company_id: 1, courier_name: order.courierName, order_id: order.id, shipment_id: order.shipmentId, assigned_date_time: { date: indiaTime() } };
      return { status: 200, body: { awb_assign_status: 1, response: { data } } };
    }
    if (method === 'POST' && path === '/v1/external/courier/generate/pickup') {
      const scheduled = shipmentIds(body).map(withAwb);
      for (const order of scheduled) {
        // Asking again for a scheduled pickup answers the date already given.
        order.pickupScheduledDate ??= `${indiaTime(1).slice(0, 10)} 10:00:00`;
        if (!PICKED_UP.includes(order.currentStatus)) order.currentStatus = 'PICKUP SCHEDULED';
        if (['READY TO SHIP', 'RETURN READY'].includes(order.status)) order.status = order.kind === 'adhoc' ? 'PICKUP SCHEDULED' : 'RETURN PICKUP SCHEDULED';
      }
      const date = scheduled[0].pickupScheduledDate;
      return { status: 200, body: { pickup_status: 1, response: { pickup_scheduled_date: date, pickup_token_number: `Reference No: ${randomInt(1e8)}`, status: 3, data: `Pickup is scheduled for ${date}` } } };
    }
    if (method === 'POST' && path === '/v1/external/courier/generate/label') {
      const labelled = shipmentIds(body).map(withAwb);
      for (const order of labelled) order.labelUrl = `${url}/labels/${order.shipmentId}.pdf`;
      return { status: 200, body: { label_created: 1, label_url: labelled[0].labelUrl, response: 'Label has been created and uploaded successfully!', not_created: [] } };
    }
    const tracked = /^\/v1\/external\/courier\/track\/awb\/([^/]+)$/.exec(path);
    if (method === 'GET' && tracked) {
      const awb = decodeURIComponent(tracked[1]);
      const order = byAwb(awb);
      if (!order) {
        return { status: 200, body: { tracking_data: { track_status: 0, shipment_status: 0, shipment_track: [], shipment_track_activities: null, error: `No tracking data for AWB ${awb}.` } } };
      }
      const status = STATUS_IDS[order.currentStatus.toUpperCase()] ?? 0;
      const track = { awb_code: awb, shipment_id: order.shipmentId, order_id: order.id, courier_name: order.courierName, current_status: order.currentStatus, pickup_date: order.pickupScheduledDate };
      // The courier lists scans newest first.
      const activities = [...order.scans].reverse().map((scan) => ({ ...scan, 'sr-status': String(STATUS_IDS[scan.status.toUpperCase()] ?? 0) }));
      return { status: 200, body: { tracking_data: { track_status: 1, shipment_status: status, shipment_track: [track], shipment_track_activities: activities, track_url: `${url}/tracking/${awb}` } } };
    }
    if (method === 'GET' && path === '/v1/external/orders') {
      const search = (query.get('search') ?? '').toLowerCase();
      // The courier's search matches part of a reference as well as the whole.
      const found = [...orders.entries()].filter(([reference]) => reference.toLowerCase().includes(search));
      const data = found.map(([reference, order]) => ({
        id: order.id,
        channel_order_id: reference,
        status: order.status,
        shipments: [{ id: order.shipmentId, awb: order.awb, courier: order.courierName, pickup_scheduled_date: order.pickupScheduledDate }],
      }));
      return { status: 200, body: { data, meta: { pagination: { total: data.length, count: data.length, per_page: 15, current_page: 1, total_pages: 1 } } } };
    }
    if (method === 'POST' && path === '/v1/external/orders/cancel') {
      const ids = body['ids'];
      if (!Array.isArray(ids) || ids.length === 0) throw new Refusal(422, 'The ids field is required.');
      const cancelled = ids.map((id) => {
        const order = [...orders.values()].find((candidate) => candidate.id === Number(id));
        if (!order) throw new Refusal(400, `Order id ${String(id)} does not exist.`);
        if (PICKED_UP.includes(order.currentStatus.toUpperCase())) throw new Refusal(400, `Order ${order.id} is already picked up.`);
        return order;
      });
      for (const order of cancelled) {
        order.status = 'CANCELED';
        order.currentStatus = 'CANCELED';
      }
      return { status: 200, body: { status_code: 200, message: 'Order cancelled successfully.' } };
    }
    throw new Refusal(404, `No route ${method} ${path}.`);
  }

  function write(response: ServerResponse, answer: Answer): void {
    // The shop may have given up on a slow answer and gone.
    if (response.destroyed || response.writableEnded) return;
    if ('pdf' in answer) {
      response.writeHead(answer.status, { 'content-type': 'application/pdf', 'content-length': answer.pdf.length });
      response.end(answer.pdf);
      return;
    }
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const parsed = new URL(request.url ?? '/', 'http://stand-in');
    const path = parsed.pathname.replace(/\/+$/, '') || '/';
    const method = request.method ?? 'GET';
    standIn.calls.push(`${method} ${path}`);
    const failureAt = failures.findIndex((failure) => !failure.path || path.startsWith(failure.path));
    const failure = failureAt < 0 ? undefined : failures.splice(failureAt, 1)[0].kind;
    if (failure === 'down') {
      request.socket.destroy();
      return;
    }
    if (failure === 'http500') {
      request.resume();
      write(response, { status: 500, body: { message: 'Server Error', status_code: 500 } });
      return;
    }
    let answer: Answer;
    try {
      if (method === 'GET') request.resume();
      const body = method === 'GET' ? {} : await readJson(request);
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      answer = route(method, path, parsed.searchParams, body, bearer);
    } catch (error) {
      answer = error instanceof Refusal ? error.answer : { status: 500, body: { message: String(error), status_code: 500 } };
    }
    if (failure === 'slow') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        write(response, answer);
      }, slowMs);
      timers.add(timer);
      return;
    }
    write(response, answer);
  }

  const server = createServer((request, response) => {
    void handle(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const standIn: ShiprocketStandIn = {
    url,
    env: {
      SHIPROCKET_EMAIL: options.email,
      SHIPROCKET_PASSWORD: options.password,
      SHIPROCKET_API_URL: url,
      ...(options.webhook && { SHIPROCKET_WEBHOOK_TOKEN: options.webhook.token }),
    },
    webhook: options.webhook,
    orders,
    calls: [],
    failNext: (kind, count = 1, path) => {
      for (let i = 0; i < count; i++) failures.push({ kind, path });
    },
    expireTokens: () => tokens.clear(),
    setStatus: (awb, status, scans) => {
      const order = byAwb(awb);
      if (!order) throw new Error(`Shiprocket stand-in: no shipment with AWB ${awb}`);
      order.currentStatus = status;
      if (scans) order.scans = scans;
    },
    sendWebhook: async (awb, currentStatus, extra = {}) => {
      const webhook = standIn.webhook;
      if (!webhook) throw new Error('Shiprocket stand-in: no webhook url and token were given');
      const order = byAwb(awb);
      const now = indiaTime();
      const scan: StandInScan = { date: now, status: currentStatus, activity: `Shipment ${currentStatus.toLowerCase()}`, location: 'Bengaluru_Hub (Karnataka)' };
      if (order) {
        order.currentStatus = currentStatus;
        order.scans = [...order.scans, scan];
      }
      const statusId = STATUS_IDS[currentStatus.toUpperCase()] ?? 0;
      const body = {
        awb,
        courier_name: order?.courierName ?? 'Delhivery',
        current_status: currentStatus,
        current_status_id: statusId,
        shipment_status: currentStatus,
        shipment_status_id: statusId,
        current_timestamp: now,
        order_id: order ? [...orders.entries()].find(([, candidate]) => candidate === order)?.[0] : '',
        sr_order_id: order?.id ?? 0,
        etd: `${indiaTime(3).slice(0, 10)} 18:00:00`,
        // Scans oldest first, as the courier's webhook lists them.
        scans: order ? order.scans : [scan],
        ...extra,
      };
      const answer = await fetch(webhook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': webhook.token },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      return { status: answer.status, body: await answer.text() };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close((error) => (error ? reject(error) : resolve()));
        // The shop's HTTP client keeps connections alive; closing ends them rather than waiting.
        server.closeAllConnections();
      }),
  };
  return standIn;
}
