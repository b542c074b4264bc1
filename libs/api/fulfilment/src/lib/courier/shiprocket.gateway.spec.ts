import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '@nidra/api/core';
// The gateway is tried against a running stand-in of the courier's API, never a mock of itself.
// eslint-disable-next-line @nx/enforce-module-boundaries -- a unit spec may use the shared test doubles, as test/ folders do
import { startShiprocketStandIn, type ShiprocketStandIn } from '@nidra/shared/testing';
import { CourierRefused, CourierUnavailable, courierTime, type CourierBooking } from './courier';
import { COURIER_TIMEOUT_MS, ShiprocketGateway } from './shiprocket.gateway';

const account = { email: 'api@nidra.in', password: 'courier-secret' };

/** The gateway with a short timeout, so outages are tried quickly. */
class QuickGateway extends ShiprocketGateway {
  protected override readonly timeoutMs = 400;
}

function gatewayFor(standIn: ShiprocketStandIn, env: Record<string, string> = {}, Gateway = QuickGateway): ShiprocketGateway {
  const config = loadConfig({ ...standIn.env, SHIPROCKET_WEBHOOK_TOKEN: 'hook-token', ...env }, { dataDir: '/tmp/nidra-data', devJwtSecret: () => 'dev' });
  return new Gateway(config);
}

function booking(reference: string): CourierBooking {
  return {
    reference,
    orderDate: '2024-05-20',
    customer: {
      name: 'Asha Devi Rao',
      address: '12 MG Road',
      city: 'Bengaluru',
      pincode: '560001',
      state: 'Karnataka',
      email: 'asha@example.in',
      phone: '9876543210',
    },
    items: [{ name: 'Queen mattress', sku: 'NID-Q-8', units: 2, sellingPrice: 18999, tax: 5796.3, hsn: '9404' }],
    paymentMethod: 'COD',
    subTotal: 37998,
    package: { weightKg: 36, lengthCm: 190, breadthCm: 150, heightCm: 40 },
  };
}

const count = (standIn: ShiprocketStandIn, call: string): number => standIn.calls.filter((made) => made === call).length;
const LOGIN = 'POST /v1/external/auth/login';
const CREATE = 'POST /v1/external/orders/create/adhoc';
const ASSIGN = 'POST /v1/external/courier/assign/awb';

describe('ShiprocketGateway', () => {
  let standIn: ShiprocketStandIn;
  let gateway: ShiprocketGateway;

  beforeEach(async () => {
    standIn = await startShiprocketStandIn({ ...account, slowMs: 1_000 });
    gateway = gatewayFor(standIn);
  });
  afterEach(() => standIn.close());

  it('is configured only with a courier account, and waits a few seconds a call', () => {
    expect(gateway.configured).toBe(true);
    expect(new ShiprocketGateway(loadConfig({}, { dataDir: '/tmp/nidra-data', devJwtSecret: () => 'dev' })).configured).toBe(false);
    expect(COURIER_TIMEOUT_MS).toBe(5_000);
  });

  it('books a shipment: the order, its AWB, the pickup and the label', async () => {
    const shipment = await gateway.book(booking('ord1-1'));
    const order = standIn.orders.get('ord1-1');
    expect(shipment).toEqual({
      courierOrderId: String(order?.id),
      shipmentId: String(order?.shipmentId),
      awb: order?.awb,
      courierName: 'Delhivery',
      pickupDate: courierTime(order?.pickupScheduledDate ?? ''),
      labelUrl: `${standIn.url}/labels/${order?.shipmentId}.pdf`,
    });
    expect(shipment.awb).toMatch(/^\d{12}$/);
    expect(shipment.pickupDate).toMatch(/^\d{4}-\d{2}-\d{2}T10:00:00\+05:30$/);
    expect(order?.body).toEqual({
      order_id: 'ord1-1',
      order_date: '2024-05-20',
      pickup_location: 'Primary',
      billing_customer_name: 'Asha Devi',
      billing_last_name: 'Rao',
      billing_address: '12 MG Road',
      billing_city: 'Bengaluru',
      billing_pincode: '560001',
      billing_state: 'Karnataka',
      billing_country: 'India',
      billing_email: 'asha@example.in',
      billing_phone: '9876543210',
      shipping_is_billing: true,
      order_items: [{ name: 'Queen mattress', sku: 'NID-Q-8', units: 2, selling_price: 18999, tax: 5796.3, hsn: '9404' }],
      payment_method: 'COD',
      sub_total: 37998,
      length: 190,
      breadth: 150,
      height: 40,
      weight: 36,
    });
    expect(standIn.calls).toEqual([
      LOGIN,
      'GET /v1/external/orders',
      CREATE,
      ASSIGN,
      'POST /v1/external/courier/generate/pickup',
      'POST /v1/external/courier/generate/label',
    ]);
    expect((await fetch(shipment.labelUrl as string)).headers.get('content-type')).toBe('application/pdf');
  });

  it('names the pickup location it is given', async () => {
    await gatewayFor(standIn, { SHIPROCKET_PICKUP_LOCATION: 'Hosur Warehouse' }).book(booking('ord2-1'));
    expect(standIn.orders.get('ord2-1')?.body['pickup_location']).toBe('Hosur Warehouse');
  });

  it('continues a booking interrupted after the order was made, booking nothing twice', async () => {
    // The courier makes the order but its answer comes too late.
    standIn.failNext('slow', 1, '/v1/external/orders/create');
    await expect(gateway.book(booking('ord3-1'))).rejects.toThrow(CourierUnavailable);
    expect(standIn.orders.get('ord3-1')?.awb).toBeNull();

    const shipment = await gateway.book(booking('ord3-1'));
    expect(count(standIn, CREATE)).toBe(1);
    expect(count(standIn, ASSIGN)).toBe(1);
    expect(shipment).toEqual(expect.objectContaining({ courierOrderId: String(standIn.orders.get('ord3-1')?.id), awb: standIn.orders.get('ord3-1')?.awb }));
    expect(shipment.labelUrl).toEqual(expect.any(String));
  });

  it('continues a booking interrupted after its AWB, keeping that AWB', async () => {
    standIn.failNext('http500', 1, '/v1/external/courier/generate/pickup');
    await expect(gateway.book(booking('ord4-1'))).rejects.toThrow(CourierUnavailable);
    const awb = standIn.orders.get('ord4-1')?.awb;
    expect(awb).toMatch(/^\d{12}$/);

    const shipment = await gateway.book(booking('ord4-1'));
    expect(shipment).toEqual(expect.objectContaining({ awb, courierName: 'Delhivery', pickupDate: expect.any(String) }));
    expect(count(standIn, CREATE)).toBe(1);
    expect(count(standIn, ASSIGN)).toBe(1);

    // Asked again once all is done, it answers what was booked and books nothing.
    const again = await gateway.book(booking('ord4-1'));
    expect(again).toEqual(shipment);
    expect(count(standIn, CREATE)).toBe(1);
    expect(count(standIn, 'POST /v1/external/courier/generate/pickup')).toBe(2);
  });

  it('keeps its token until the courier refuses it, then signs in once more', async () => {
    const { awb } = await gateway.book(booking('ord5-1'));
    await gateway.track(awb);
    expect(count(standIn, LOGIN)).toBe(1);
    standIn.expireTokens();
    await expect(gateway.track(awb)).resolves.toEqual(expect.objectContaining({ awb }));
    await gateway.track(awb);
    expect(count(standIn, LOGIN)).toBe(2);
    expect(standIn.calls.slice(-4)).toEqual([
      `GET /v1/external/courier/track/awb/${awb}`,
      LOGIN,
      `GET /v1/external/courier/track/awb/${awb}`,
      `GET /v1/external/courier/track/awb/${awb}`,
    ]);
  });

  it('signs in once for calls made at once', async () => {
    await Promise.all([gateway.book(booking('ord6-1')), gateway.book(booking('ord6-2')), gateway.cancel([])]);
    expect(count(standIn, LOGIN)).toBe(1);
  });

  it.each([
    ['down', /could not be reached/],
    ['slow', /no answer within 0.4 s/],
    ['http500', /answered 500/],
  ] as const)('is unavailable, within its timeout, when the courier is %s', async (kind, message) => {
    const started = Date.now();
    standIn.failNext(kind);
    const failure = gateway.book(booking('ord7-1'));
    await expect(failure).rejects.toThrow(CourierUnavailable);
    await expect(failure).rejects.toThrow(message);
    await expect(failure).rejects.not.toThrow(CourierRefused);
    await expect(failure).rejects.not.toThrow(account.password);
    expect(Date.now() - started).toBeLessThan(900);
    expect(standIn.orders.size).toBe(0);

    // The courier back, the same booking goes through.
    await expect(gateway.book(booking('ord7-1'))).resolves.toEqual(expect.objectContaining({ awb: expect.stringMatching(/^\d{12}$/) }));
  });

  it('is unavailable when the courier cannot be reached at all', async () => {
    const url = standIn.url;
    await standIn.close();
    const nowhere = gatewayFor({ ...standIn, env: { ...standIn.env, SHIPROCKET_API_URL: url } });
    await expect(nowhere.track('123456789012')).rejects.toThrow(new CourierUnavailable('The courier could not sign in: it could not be reached.'));
    standIn = await startShiprocketStandIn(account);
  });

  it('is unavailable when an answer lacks what it must hold', async () => {
    const hollow = createServer((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":200}'));
    await new Promise<void>((resolve) => hollow.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(hollow.address() as AddressInfo).port}`;
      const answerless = gatewayFor({ ...standIn, env: { ...standIn.env, SHIPROCKET_API_URL: url } });
      await expect(answerless.book(booking('ord12-1'))).rejects.toThrow(new CourierUnavailable('The courier could not sign in: its answer held no token.'));
    } finally {
      hollow.closeAllConnections();
      await new Promise((resolve) => hollow.close(resolve));
    }
    // An outage midway stops the booking there.
    standIn.failNext('http500', 1, '/v1/external/courier/assign');
    await expect(gateway.book(booking('ord12-2'))).rejects.toThrow('The courier could not book shipment ord12-2: it answered 500.');
  });

  it('is refused with a wrong account, or a booking the courier will not take, saying so without secrets', async () => {
    const wrong = gatewayFor(standIn, { SHIPROCKET_PASSWORD: 'not-the-password' });
    const failure = wrong.book(booking('ord8-1'));
    await expect(failure).rejects.toThrow(CourierRefused);
    await expect(failure).rejects.toThrow(/check SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD/);
    await expect(failure).rejects.not.toThrow('not-the-password');

    const unweighed = { ...booking('ord8-2'), package: { ...booking('ord8-2').package, weightKg: 0 } };
    await expect(gateway.book(unweighed)).rejects.toThrow('The courier refused to book shipment ord8-2: it answered 422: Oops! Invalid Data; The weight must be greater than 0.');
    expect(standIn.orders.size).toBe(0);
  });

  it('tracks a parcel: its status now and its scans, oldest first, in India time', async () => {
    const { awb } = await gateway.book(booking('ord9-1'));
    standIn.setStatus(awb, 'IN TRANSIT', [
      { date: '2024-05-21 09:05:00', status: 'PICKED UP', activity: 'Shipment picked up', location: 'Bengaluru_Hub (Karnataka)' },
      { date: '2024-05-21 21:40:00', status: 'IN TRANSIT', activity: 'Bag added to trip', location: 'Hosur_DC (Tamil Nadu)' },
    ]);
    await expect(gateway.track(awb)).resolves.toEqual({
      awb,
      currentStatus: 'IN TRANSIT',
      scans: [
        { at: '2024-05-21T09:05:00+05:30', status: 'PICKED UP', activity: 'Shipment picked up', location: 'Bengaluru_Hub (Karnataka)' },
        { at: '2024-05-21T21:40:00+05:30', status: 'IN TRANSIT', activity: 'Bag added to trip', location: 'Hosur_DC (Tamil Nadu)' },
      ],
    });
    await expect(gateway.track('000000000000')).rejects.toThrow(CourierUnavailable);
  });

  it('cancels at the courier, after which the reference is not booked again', async () => {
    const first = await gateway.book(booking('ord10-1'));
    const second = await gateway.book(booking('ord10-2'));
    await gateway.cancel([first.courierOrderId, second.courierOrderId]);
    expect(standIn.orders.get('ord10-1')?.status).toBe('CANCELED');
    expect(standIn.orders.get('ord10-2')?.status).toBe('CANCELED');
    await expect(gateway.book(booking('ord10-1'))).rejects.toThrow(/ord10-1 is cancelled; book under a new reference/);
    await expect(gateway.cancel(['1'])).rejects.toThrow(CourierRefused);
  });

  it('books a return: picked up from the customer, delivered to the shop, nothing to collect', async () => {
    const shop = { name: 'Nidra Sleep Pvt Ltd', address: '1 Residency Road', city: 'Bengaluru', pincode: '560025', state: 'Karnataka', email: 'shop@nidra.in', phone: '+91 80 4567 8900' };
    const shipment = await gateway.bookReturn({ ...booking('ord11-r1'), shop });
    const order = standIn.orders.get('ord11-r1');
    expect(order?.kind).toBe('return');
    expect(order?.body).toEqual(
      expect.objectContaining({
        order_id: 'ord11-r1',
        pickup_customer_name: 'Asha Devi',
        pickup_last_name: 'Rao',
        pickup_address: '12 MG Road',
        pickup_pincode: '560001',
        pickup_country: 'India',
        shipping_customer_name: 'Nidra Sleep Pvt',
        shipping_last_name: 'Ltd',
        shipping_address: '1 Residency Road',
        shipping_pincode: '560025',
        shipping_phone: '+91 80 4567 8900',
        payment_method: 'Prepaid',
        order_items: [expect.objectContaining({ sku: 'NID-Q-8', units: 2 })],
      }),
    );
    expect(order?.body).not.toHaveProperty('billing_customer_name');
    expect(shipment).toEqual({
      courierOrderId: String(order?.id),
      shipmentId: String(order?.shipmentId),
      awb: order?.awb,
      courierName: 'Delhivery',
      pickupDate: expect.stringMatching(/T10:00:00\+05:30$/),
      labelUrl: null,
    });
    expect(standIn.calls).toContain('POST /v1/external/orders/create/return');
    expect(standIn.calls).not.toContain('POST /v1/external/courier/generate/label');
  });

  it('reads the courier’s times as India time', () => {
    expect(courierTime('2024-05-23 11:43:52')).toBe('2024-05-23T11:43:52+05:30');
    expect(courierTime('23 05 2024 11:43:52')).toBe('2024-05-23T11:43:52+05:30');
    expect(courierTime('2024-05-23T06:13:52.000Z')).toBe('2024-05-23T06:13:52.000Z');
    expect(new Date(courierTime('2024-05-23 11:43:52')).toISOString()).toBe('2024-05-23T06:13:52.000Z');
  });
});
