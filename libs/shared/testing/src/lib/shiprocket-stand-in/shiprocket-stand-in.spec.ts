import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startShiprocketStandIn, type ShiprocketStandIn } from '.';

const account = { email: 'api@nidra.in', password: 'courier-secret' };

/** JSON as fetch parses it: untyped, as the courier's answers are. */
type Wire = Awaited<ReturnType<Response['json']>>;
type Answer = { status: number; body: Wire };

async function call(standIn: ShiprocketStandIn, method: string, path: string, body?: unknown, token?: string): Promise<Answer> {
  const response = await fetch(`${standIn.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Wire };
}

async function signIn(standIn: ShiprocketStandIn): Promise<string> {
  const answer = await call(standIn, 'POST', '/v1/external/auth/login', account);
  expect(answer.status).toBe(200);
  return answer.body['token'] as string;
}

function adhoc(reference: string): Record<string, unknown> {
  return {
    order_id: reference,
    order_date: '2024-05-20',
    pickup_location: 'Primary',
    billing_customer_name: 'Asha',
    billing_last_name: 'Rao',
    billing_address: '12 MG Road',
    billing_city: 'Bengaluru',
    billing_pincode: '560001',
    billing_state: 'Karnataka',
    billing_country: 'India',
    billing_email: 'asha@example.in',
    billing_phone: '9876543210',
    shipping_is_billing: true,
    order_items: [{ name: 'Queen mattress', sku: 'NID-Q-8', units: 1, selling_price: 18999, tax: 2898.15, hsn: '9404' }],
    payment_method: 'COD',
    sub_total: 18999,
    length: 190,
    breadth: 150,
    height: 20,
    weight: 18,
  };
}

describe('Shiprocket stand-in', () => {
  let standIn: ShiprocketStandIn;

  beforeEach(async () => {
    standIn = await startShiprocketStandIn({ ...account, slowMs: 300 });
  });
  afterEach(() => standIn.close());

  it('signs in only with the account and accepts only the tokens it issued, until they expire', async () => {
    expect(standIn.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(standIn.env).toEqual({ SHIPROCKET_EMAIL: account.email, SHIPROCKET_PASSWORD: account.password, SHIPROCKET_API_URL: standIn.url });
    expect((await call(standIn, 'POST', '/v1/external/auth/login', { ...account, password: 'wrong' })).status).toBe(400);
    const token = await signIn(standIn);
    expect(token).toEqual(expect.any(String));
    expect((await call(standIn, 'GET', '/v1/external/orders?search=x')).status).toBe(401);
    expect((await call(standIn, 'GET', '/v1/external/orders?search=x', undefined, 'forged')).status).toBe(401);
    expect((await call(standIn, 'GET', '/v1/external/orders?search=x', undefined, token)).status).toBe(200);
    standIn.expireTokens();
    expect((await call(standIn, 'GET', '/v1/external/orders?search=x', undefined, token)).status).toBe(401);
    expect((await call(standIn, 'GET', '/v1/external/orders?search=x', undefined, await signIn(standIn))).status).toBe(200);
    expect(standIn.calls.slice(0, 3)).toEqual(['POST /v1/external/auth/login', 'POST /v1/external/auth/login', 'GET /v1/external/orders']);
  });

  it('books an order through AWB, pickup and label, finds it by reference, tracks and cancels it', async () => {
    const token = await signIn(standIn);
    const created = await call(standIn, 'POST', '/v1/external/orders/create/adhoc', adhoc('ord1-1'), token);
    expect(created).toEqual({ status: 200, body: expect.objectContaining({ order_id: expect.any(Number), shipment_id: expect.any(Number), status: 'NEW' }) });
    const { order_id: orderId, shipment_id: shipmentId } = created.body;
    expect(standIn.orders.get('ord1-1')).toEqual(expect.objectContaining({ id: orderId, shipmentId, kind: 'adhoc', status: 'NEW', awb: null }));
    expect(standIn.orders.get('ord1-1')?.body).toEqual(adhoc('ord1-1'));
    // One order per reference.
    expect((await call(standIn, 'POST', '/v1/external/orders/create/adhoc', adhoc('ord1-1'), token)).status).toBe(422);

    // Nothing but the order exists yet: pickup and label need an AWB.
    expect((await call(standIn, 'POST', '/v1/external/courier/generate/pickup', { shipment_id: [shipmentId] }, token)).status).toBe(400);
    const assigned = await call(standIn, 'POST', '/v1/external/courier/assign/awb', { shipment_id: shipmentId }, token);
    expect(assigned.body).toEqual({ awb_assign_status: 1, response: { data: expect.objectContaining({ awb_code: expect.stringMatching(/^\d{12}$/), courier_name: 'Delhivery', shipment_id: shipmentId }) } });
    const awb = assigned.body['response'].data.awb_code as string;
    expect((await call(standIn, 'POST', '/v1/external/courier/assign/awb', { shipment_id: shipmentId }, token)).status).toBe(400);

    const pickup = await call(standIn, 'POST', '/v1/external/courier/generate/pickup', { shipment_id: [shipmentId] }, token);
    expect(pickup.body).toEqual(expect.objectContaining({ pickup_status: 1, response: expect.objectContaining({ pickup_scheduled_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} 10:00:00$/) }) }));
    const label = await call(standIn, 'POST', '/v1/external/courier/generate/label', { shipment_id: [shipmentId] }, token);
    expect(label.body).toEqual(expect.objectContaining({ label_created: 1, label_url: `${standIn.url}/labels/${shipmentId}.pdf` }));
    const pdf = await fetch(label.body['label_url'] as string);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(bytes.startsWith('%PDF-1.4')).toBe(true);
    expect(bytes).toContain(awb);
    expect(bytes.trimEnd().endsWith('%%EOF')).toBe(true);

    // The search matches parts of references, as the courier's does.
    await call(standIn, 'POST', '/v1/external/orders/create/adhoc', adhoc('ord1-10'), token);
    const found = await call(standIn, 'GET', '/v1/external/orders?search=ord1-1', undefined, token);
    expect(found.body['data']).toHaveLength(2);
    expect(found.body['data'][0]).toEqual({
      id: orderId,
      channel_order_id: 'ord1-1',
      status: 'PICKUP SCHEDULED',
      shipments: [{ id: shipmentId, awb, courier: 'Delhivery', pickup_scheduled_date: expect.any(String) }],
    });
    expect((await call(standIn, 'GET', '/v1/external/orders?search=nothing', undefined, token)).body['data']).toEqual([]);

    const scans = [{ date: '2024-05-21 09:00:00', status: 'PICKED UP', activity: 'Picked up', location: 'Bengaluru' }];
    standIn.setStatus(awb, 'IN TRANSIT', scans);
    const tracked = await call(standIn, 'GET', `/v1/external/courier/track/awb/${awb}`, undefined, token);
    expect(tracked.body['tracking_data']).toEqual(
      expect.objectContaining({
        track_status: 1,
        shipment_track: [expect.objectContaining({ awb_code: awb, current_status: 'IN TRANSIT' })],
        shipment_track_activities: [expect.objectContaining(scans[0])],
      }),
    );
    expect(() => standIn.setStatus('000000000000', 'DELIVERED')).toThrow(/no shipment with AWB/);
    expect((await call(standIn, 'GET', '/v1/external/courier/track/awb/000000000000', undefined, token)).body['tracking_data'].track_status).toBe(0);

    // Picked up: too late to cancel; the other order is not.
    expect((await call(standIn, 'POST', '/v1/external/orders/cancel', { ids: [orderId] }, token)).status).toBe(400);
    const other = standIn.orders.get('ord1-10');
    expect((await call(standIn, 'POST', '/v1/external/orders/cancel', { ids: [String(other?.id)] }, token)).status).toBe(200);
    expect(other).toEqual(expect.objectContaining({ status: 'CANCELED', currentStatus: 'CANCELED' }));
    expect((await call(standIn, 'POST', '/v1/external/orders/cancel', { ids: [1] }, token)).status).toBe(400);
  });

  it('refuses an order missing what the courier needs', async () => {
    const token = await signIn(standIn);
    const { billing_pincode: _pincode, ...body } = adhoc('ord2-1');
    const refused = await call(standIn, 'POST', '/v1/external/orders/create/adhoc', { ...body, weight: 0, order_items: [] }, token);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body['errors'])).toEqual(['billing_pincode', 'weight', 'order_items']);
    expect(standIn.orders.size).toBe(0);
  });

  it('books a return from the customer to the shop', async () => {
    const token = await signIn(standIn);
    const forward = adhoc('ord3-r1');
    const body = {
      ...Object.fromEntries(Object.entries(forward).filter(([key]) => !key.startsWith('billing_') && key !== 'shipping_is_billing' && key !== 'pickup_location')),
      pickup_customer_name: 'Asha', pickup_last_name: 'Rao', pickup_address: '12 MG Road', pickup_city: 'Bengaluru', pickup_state: 'Karnataka',
      pickup_country: 'India', pickup_pincode: '560001', pickup_email: 'asha@example.in', pickup_phone: '9876543210',
      shipping_customer_name: 'Nidra', shipping_address: '1 Residency Road', shipping_city: 'Bengaluru', shipping_country: 'India',
      shipping_pincode: '560025', shipping_state: 'Karnataka', shipping_email: 'shop@nidra.in', shipping_phone: '8045678900',
      payment_method: 'Prepaid',
    };
    expect((await call(standIn, 'POST', '/v1/external/orders/create/return', { ...body, shipping_pincode: '' }, token)).status).toBe(422);
    const created = await call(standIn, 'POST', '/v1/external/orders/create/return', body, token);
    expect(created.body).toEqual(expect.objectContaining({ order_id: expect.any(Number), shipment_id: expect.any(Number) }));
    expect(standIn.orders.get('ord3-r1')).toEqual(expect.objectContaining({ kind: 'return', status: 'RETURN PENDING' }));
    const assigned = await call(standIn, 'POST', '/v1/external/courier/assign/awb', { shipment_id: created.body['shipment_id'], is_return: 1 }, token);
    expect(assigned.body['awb_assign_status']).toBe(1);
  });

  it('fails the next requests as asked: down, slow (after doing the work) and 500', async () => {
    const token = await signIn(standIn);
    standIn.failNext('down');
    await expect(call(standIn, 'GET', '/v1/external/orders?search=x', undefined, token)).rejects.toThrow();
    standIn.failNext('http500', 2);
    expect((await call(standIn, 'GET', '/v1/external/orders?search=x', undefined, token)).status).toBe(500);
    expect((await call(standIn, 'POST', '/v1/external/orders/create/adhoc', adhoc('ord4-1'), token)).status).toBe(500);
    expect(standIn.orders.size).toBe(0);

    // Only requests to that path fail; the others pass.
    standIn.failNext('slow', 1, '/v1/external/orders/create');
    expect((await call(standIn, 'GET', '/v1/external/orders?search=x', undefined, token)).status).toBe(200);
    const started = Date.now();
    const slow = call(standIn, 'POST', '/v1/external/orders/create/adhoc', adhoc('ord4-1'), token);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(standIn.orders.has('ord4-1')).toBe(true);
    expect((await slow).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect((await call(standIn, 'GET', '/v1/external/orders?search=x', undefined, token)).status).toBe(200);
  });

  it('holds a slow answer for 6 s unless told otherwise, and closes at once with one pending', async () => {
    const patient = await startShiprocketStandIn(account);
    patient.failNext('slow');
    const answer = fetch(`${patient.url}/v1/external/auth/login`, { method: 'POST', body: JSON.stringify(account) });
    const settled = jest.fn();
    answer.then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(settled).not.toHaveBeenCalled();
    const closing = Date.now();
    await patient.close();
    await expect(answer).rejects.toThrow();
    expect(Date.now() - closing).toBeLessThan(1_000);
  });

  it("posts the courier's tracking webhook with its token", async () => {
    const received: { headers: IncomingHttpHeaders; body: Wire }[] = [];
    const shop = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    try {
      standIn.webhook = { url: `http://127.0.0.1:${(shop.address() as AddressInfo).port}/api/shipping/webhook`, token: 'hook-token' };
      const token = await signIn(standIn);
      const created = await call(standIn, 'POST', '/v1/external/orders/create/adhoc', adhoc('ord5-1'), token);
      const assigned = await call(standIn, 'POST', '/v1/external/courier/assign/awb', { shipment_id: created.body['shipment_id'] }, token);
      const awb = assigned.body['response'].data.awb_code as string;

      expect(await standIn.sendWebhook(awb, 'IN TRANSIT')).toEqual({ status: 200, body: '{"ok":true}' });
      expect(received[0].headers['x-api-key']).toBe('hook-token');
      expect(received[0].body).toEqual({
        awb,
        courier_name: 'Delhivery',
        current_status: 'IN TRANSIT',
        current_status_id: 18,
        shipment_status: 'IN TRANSIT',
        shipment_status_id: 18,
        current_timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        order_id: 'ord5-1',
        sr_order_id: created.body['order_id'],
        etd: expect.any(String),
        scans: [{ date: expect.any(String), status: 'IN TRANSIT', activity: expect.any(String), location: expect.any(String) }],
      });
      // The parcel's tracking follows, and scans add up.
      expect(standIn.orders.get('ord5-1')?.currentStatus).toBe('IN TRANSIT');
      await standIn.sendWebhook(awb, 'DELIVERED', { etd: 'soon' });
      expect(received[1].body).toEqual(expect.objectContaining({ current_status: 'DELIVERED', current_status_id: 7, etd: 'soon' }));
      expect(received[1].body['scans']).toHaveLength(2);
      // An AWB the stand-in never gave still makes a delivery.
      await standIn.sendWebhook('999999999999', 'DELIVERED');
      expect(received[2].body).toEqual(expect.objectContaining({ awb: '999999999999', order_id: '', sr_order_id: 0 }));
    } finally {
      await new Promise((resolve) => shop.close(resolve));
    }
  });
});
