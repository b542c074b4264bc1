import { randomUUID } from 'node:crypto';
import { createBrand, createProduct } from '@nidra/api/catalog/testing';
import { createUser, type UserFixture } from '@nidra/api/identity/testing';
import { completeBusinessDetails, createMerchant } from '@nidra/api/merchants/testing';
import { indianToday, ItemStatus, Role } from '@nidra/shared/contracts';
import type { TestApp } from './shop-app';

/** A request its route accepts as it stands. */
export interface ValidRequest {
  method: 'post' | 'put';
  path: string;
  token?: string;
  /** Headers besides the token (the courier's `x-api-key`). */
  headers?: Record<string, string>;
  body: Record<string, unknown>;
}

/**
 * A route's accepted request, made anew for each variant where the route uses something up (an email signs
 * up once, a cart is ordered once, an item is returned once), so that every variant gets past the checks a
 * repeat would fail and reaches the write.
 */
export interface WriteRoute {
  name: string;
  request: () => Promise<ValidRequest>;
}

const unique = () => randomUUID().slice(0, 8);
let prefixes = 0;
/** An invoice prefix no seller made here has (three characters from R00 on). */
const nextPrefix = () => `R${(++prefixes).toString(36).toUpperCase().padStart(2, '0')}`;
const home = { name: 'Asha Rao', mobile: '9876543210', address: '12, 4th Cross, Jayanagar', pincode: '560041' };
const addressFields = { address: '12, 4th Cross, Jayanagar', city: 'Bengaluru', state: 'Karnataka', country: 'India', zipCode: '560041' };
const productFields = { name: 'Ortho Plus', description: 'Seven-zone pocket springs.', quantity: 40, price: 1899, taxable: true };
const bank = { accountName: 'Asha Rao', accountNumber: '001234567890', ifsc: 'SBIN0001234' };
const parcel = { weightKg: 1.2, lengthCm: 70, breadthCm: 45, heightCm: 16 };

/** The courier's webhook token of the shop these routes run against (with the Shiprocket stand-in). */
export const COURIER_WEBHOOK_TOKEN = 'hostile-courier-token';
/** The shop's own address, where return pickups go. */
export const SHOP_ADDRESS = '42, 100 Feet Road, Indiranagar, Bengaluru 560038';

/** Every JSON write route of the shop, each with a body it accepts. */
export function writeRoutes(t: TestApp): WriteRoute[] {
  let users: { member: UserFixture; admin: UserFixture } | undefined;
  const people = async () => (users ??= { member: await createUser(t), admin: await createUser(t, { role: Role.Admin }) });
  const asMember = async (method: ValidRequest['method'], path: string, body: ValidRequest['body']): Promise<ValidRequest> => ({
    method,
    path,
    token: (await people()).member.token,
    body,
  });
  const asAdmin = async (method: ValidRequest['method'], path: string, body: ValidRequest['body']): Promise<ValidRequest> => ({
    method,
    path,
    token: (await people()).admin.token,
    body,
  });
  const call = (who: UserFixture, method: ValidRequest['method'], path: string, body: object) =>
    t.http()[method](path).set('authorization', who.token).send(body);

  const pillow = () => createProduct(t, { name: `Cloud Pillow ${unique()}`, pricePaise: 100_000, quantity: 1000 });
  const cartOf = async (who: UserFixture) =>
    (await call(who, 'post', '/api/cart/add', { products: [{ product: (await pillow()).id, quantity: 1 }] })).body.cartId as string;
  const placed = async (who: UserFixture) =>
    (await call(who, 'post', '/api/order/add', { cartId: await cartOf(who), address: home })).body.order as { _id: string; products: Array<{ _id: string }> };
  /** An order of one item, booked with the courier; its shipment. */
  const shipped = async () => {
    const order = await placed((await people()).member);
    const booked = await call((await people()).admin, 'post', `/api/order/${order._id}/shipments`, { items: [order.products[0]._id], package: parcel });
    return booked.body.shipment as { _id: string; awb: string };
  };
  /** A merchant selling as itself, with one item of its brand delivered and unsettled; its id. */
  const sellerWithSale = async () => {
    const merchant = await createMerchant(t);
    await completeBusinessDetails(t, merchant.id);
    const brand = await createBrand(t, { merchantId: merchant.id });
    const { member, admin } = await people();
    const cart = await call(member, 'post', '/api/cart/add', { products: [{ product: (await createProduct(t, { name: `Cloud Pillow ${unique()}`, pricePaise: 100_000, brand })).id, quantity: 1 }] });
    const order = (await call(member, 'post', '/api/order/add', { cartId: cart.body.cartId, address: home })).body.order as { _id: string; products: Array<{ _id: string }> };
    await call(admin, 'put', `/api/order/status/item/${order.products[0]._id}`, { orderId: order._id, status: ItemStatus.Delivered });
    return merchant.id;
  };
  let tracked: Promise<{ awb: string }> | undefined;
  /** An order of one item, delivered, and the body asking to return it. */
  const returnable = async () => {
    const { member, admin } = await people();
    const order = await placed(member);
    const itemId = order.products[0]._id;
    await call(admin, 'put', `/api/order/status/item/${itemId}`, { orderId: order._id, status: ItemStatus.Delivered });
    return { orderId: order._id, itemId, reason: 'other', note: 'Too soft for me.', bank };
  };

  return [
    {
      name: 'sign up',
      request: async () => ({
        method: 'post',
        path: '/api/auth/register',
        body: { email: `asha-${unique()}@example.in`, firstName: 'Asha', lastName: 'Rao', password: 'secret123', isSubscribed: true },
      }),
    },
    {
      name: 'sign in',
      request: async () => ({ method: 'post', path: '/api/auth/login', body: { email: (await people()).member.user.email, password: 'secret123' } }),
    },
    { name: 'forgot password', request: async () => ({ method: 'post', path: '/api/auth/forgot', body: { email: (await people()).member.user.email } }) },
    {
      name: 'change password',
      request: async () => ({
        method: 'post',
        path: '/api/auth/reset',
        token: (await createUser(t)).token,
        body: { password: 'secret123', confirmPassword: 'secret123' },
      }),
    },
    { name: 'profile', request: () => asMember('put', '/api/user', { firstName: 'Asha', lastName: 'Rao', phoneNumber: '9876543210' }) },
    {
      name: 'profile, nested',
      request: () => asMember('put', '/api/user', { profile: { firstName: 'Asha', lastName: 'Rao', phoneNumber: '9876543210' } }),
    },
    {
      name: 'add address',
      request: () => asMember('post', '/api/address/add', { ...addressFields, isDefault: true, name: 'Asha Rao', mobile: '9876543210' }),
    },
    {
      name: 'edit address',
      request: async () => {
        const added = await call((await people()).member, 'post', '/api/address/add', addressFields);
        return asMember('put', `/api/address/${added.body.address._id}`, { ...addressFields, isDefault: false, name: 'Asha Rao', mobile: '9876543210' });
      },
    },
    { name: 'add brand', request: () => asAdmin('post', '/api/brand/add', { name: `Brand ${unique()}`, description: 'Made in Pune.', isActive: true }) },
    {
      name: 'edit brand',
      request: async () => asAdmin('put', `/api/brand/${(await createBrand(t)).id}`, { brand: { name: `Brand ${unique()}`, description: 'Made in Pune.' } }),
    },
    { name: 'brand active', request: async () => asAdmin('put', `/api/brand/${(await createBrand(t)).id}/active`, { brand: { isActive: false } }) },
    {
      name: 'add category',
      request: async () =>
        asAdmin('post', '/api/category/add', { name: `Category ${unique()}`, description: 'Firm ones.', products: [(await pillow()).id], isActive: true }),
    },
    {
      name: 'edit category',
      request: async () => {
        const fields = { name: `Category ${unique()}`, description: 'Firm ones.', products: [(await pillow()).id] };
        const added = await call((await people()).admin, 'post', '/api/category/add', fields);
        return asAdmin('put', `/api/category/${added.body.category._id}`, { category: { ...fields, isActive: true } });
      },
    },
    {
      name: 'edit product',
      request: async () => {
        const brand = await createBrand(t);
        return asAdmin('put', `/api/product/${(await pillow()).id}`, { product: { ...productFields, brand: brand.id, hsn: '9404', gstRate: 18 } });
      },
    },
    {
      name: 'product variants',
      request: async () =>
        asAdmin('put', `/api/product/${(await pillow()).id}/variants`, {
          variants: [{ size: null, thickness: null, sku: 'PILLOW-ONE', price: 999, quantity: 5, isActive: true, package: parcel }],
        }),
    },
    { name: 'product active', request: async () => asAdmin('put', `/api/product/${(await pillow()).id}/active`, { product: { isActive: false } }) },
    {
      name: 'product list',
      request: async () => ({
        method: 'post',
        path: '/api/product/list',
        body: { name: 'Pillow', category: 'all', brand: 'all', min: 1, max: 5000, rating: 0, order: 1, pageNumber: 1, sortOrder: { price: -1 } },
      }),
    },
    { name: 'wishlist', request: async () => asMember('post', '/api/wishlist', { product: (await pillow()).id, isLiked: true }) },
    { name: 'add to cart', request: async () => asMember('post', '/api/cart/add', { products: [{ product: (await pillow()).id, quantity: 2, size: '6x3' }] }) },
    {
      name: 'add to cart, custom size',
      request: async () => asMember('post', '/api/cart/add', { products: [{ product: (await pillow()).id, quantity: 1, size: 'custom', length: 72, breadth: 36 }] }),
    },
    {
      name: 'place order',
      request: async () =>
        asMember('post', '/api/order/add', {
          cartId: await cartOf((await people()).member),
          total: 1000,
          address: { ...home, city: 'Bengaluru', state: 'Karnataka', country: 'India' },
          paymentMethod: 'cod',
          buyerGstin: '29ABCDE1234F1ZW',
        }),
    },
    {
      name: 'item status',
      request: async () => {
        const order = await placed((await people()).member);
        const status = { orderId: order._id, status: ItemStatus.Shipped, courier: 'Delhivery', trackingNumber: '1234567890123' };
        return asAdmin('put', `/api/order/status/item/${order.products[0]._id}`, status);
      },
    },
    {
      name: 'book shipment',
      request: async () => {
        const order = await placed((await people()).member);
        return asAdmin('post', `/api/order/${order._id}/shipments`, { items: [order.products[0]._id], package: parcel, ewayBill: '331001234567' });
      },
    },
    {
      name: 'courier webhook',
      request: async () => ({
        method: 'post',
        path: '/api/shipping/webhook',
        headers: { 'x-api-key': COURIER_WEBHOOK_TOKEN },
        body: {
          awb: (await (tracked ??= shipped())).awb,
          courier_name: 'Delhivery',
          current_status: 'IN TRANSIT',
          current_status_id: 18,
          shipment_status: 'IN TRANSIT',
          shipment_status_id: 18,
          current_timestamp: '2027-01-02 14:30:00',
          order_id: 'ord-1',
          sr_order_id: 1234,
          etd: '2027-01-04 18:00:00',
          scans: [{ date: '2027-01-02 14:30:00', status: 'IN TRANSIT', activity: 'Reached the hub', location: 'Bengaluru Hub' }],
        },
      }),
    },
    {
      name: 'return pickup',
      request: async () => {
        const { admin, member } = await people();
        const asked = await call(member, 'post', '/api/return', await returnable());
        const pickupDate = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
        await call(admin, 'put', `/api/return/${asked.body.return._id}`, { status: 'Approved', pickupDate });
        return asAdmin('post', `/api/return/${asked.body.return._id}/pickup`, { package: parcel });
      },
    },
    { name: 'request return', request: async () => asMember('post', '/api/return', await returnable()) },
    {
      name: 'reject return',
      request: async () => {
        const asked = await call((await people()).member, 'post', '/api/return', await returnable());
        return asAdmin('put', `/api/return/${asked.body.return._id}`, { status: 'Rejected', reason: 'Used beyond the trial.' });
      },
    },
    {
      name: 'review',
      request: async () => asMember('post', '/api/review/add', { product: (await pillow()).id, title: 'Lovely', review: 'Slept well.', rating: 5, isRecommended: true }),
    },
    {
      name: 'contact',
      request: async () => ({ method: 'post', path: '/api/contact/add', body: { name: 'Asha Rao', email: 'asha@example.in', message: 'Do you deliver to Shillong?' } }),
    },
    { name: 'newsletter', request: async () => ({ method: 'post', path: '/api/newsletter/subscribe', body: { email: `asha-${unique()}@example.in` } }) },
    {
      name: 'seller request',
      request: async () => ({
        method: 'post',
        path: '/api/merchant/seller-request',
        body: { name: 'Ravi Menon', email: `ravi-${unique()}@example.in`, phoneNumber: '9876543210', brand: `Coir ${unique()}`, business: 'We make coir mattresses.' },
      }),
    },
    {
      // A merchant of its own each time, so the prefix one variant saved never refuses the next.
      name: 'business details',
      request: async () => {
        const seller = await createUser(t, { role: Role.Merchant, merchantId: (await createMerchant(t)).id });
        return {
          method: 'put',
          path: '/api/merchant/business',
          token: seller.token,
          body: {
            legalName: 'Kerala Coir Works Private Limited',
            gstin: '27AAPFU0939F1ZV',
            pan: 'AAPFU0939F',
            address: 'Plot 7, MIDC, Andheri East',
            city: 'Mumbai',
            stateCode: '27',
            pincode: '400093',
            invoicePrefix: nextPrefix(),
            joinsShopSales: true,
            bank,
          },
        };
      },
    },
    { name: 'commission', request: async () => asAdmin('put', `/api/merchant/${(await createMerchant(t)).id}/commission`, { rate: 12.5 }) },
    { name: 'settle a merchant', request: async () => asAdmin('post', '/api/marketplace/settlements', { merchantId: await sellerWithSale(), upTo: indianToday() }) },
    {
      name: 'settlement paid',
      request: async () => {
        const settled = await call((await people()).admin, 'post', '/api/marketplace/settlements', { merchantId: await sellerWithSale(), upTo: indianToday() });
        return asAdmin('put', `/api/marketplace/settlements/${settled.body.settlement._id}`, { utr: `UTR${randomUUID().replace(/\D/g, '').padEnd(13, '7').slice(0, 13)}` });
      },
    },
  ];
}

/** Values no field of a form may turn into a server error. */
export const FIELD_VALUES: Array<[string, unknown]> = [
  ['null', null],
  ['too long (5,000 characters)', 'x'.repeat(5000)],
  ['empty', ''],
  ['direction and invisible characters', 'Asha\u202E\u200Boar'],
  ['true', true],
  ['negative', -1],
  ['fraction', 0.5],
  ['huge number', 1e308],
  ['unsafe integer', Number.MAX_SAFE_INTEGER + 2],
  ['numeric text', '12abc'],
  ['array', ['a', 1]],
  ['long array', Array.from({ length: 2000 }, () => 'a')],
  ['object', { $gt: '' }],
];

/** The path of keys to each field of a body: nested objects, and arrays with their first element, too. */
export function fieldPaths(body: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(body)) return body.length ? [prefix, ...fieldPaths(body[0], [...prefix, 0])] : [prefix];
  if (body !== null && typeof body === 'object') {
    const inner = Object.entries(body).flatMap(([key, value]) => fieldPaths(value, [...prefix, key]));
    return prefix.length ? [prefix, ...inner] : inner;
  }
  return [prefix];
}

/** A copy of the body with the field at the path set to the value. */
export function withField(body: Record<string, unknown>, path: Array<string | number>, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let at = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path[path.length - 1]] = value;
  return copy;
}
