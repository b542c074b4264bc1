import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { ItemStatus } from '@nidra/shared/contracts';

/** Calls the shop's API directly, to set up what a test needs as the shop's own screens would. */
export async function call<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${process.env['SHOP_URL']}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: init.token } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export const tokenOf = async (email: string, password: string) =>
  (await call<{ token: string }>('/auth/login', { method: 'POST', body: { email, password } })).token;

export interface PlacedOrder {
  _id: string;
  cartId: string;
  products: Array<{ _id: string }>;
}

/** A member's order of one product, placed and then delivered by the administrator. */
export async function deliveredOrder(memberToken: string, adminToken: string, productId: string): Promise<PlacedOrder> {
  const { cartId } = await call<{ cartId: string }>('/cart/add', {
    method: 'POST',
    token: memberToken,
    body: { products: [{ product: productId, quantity: 1, size: '6x3' }] },
  });
  const { order } = await call<{ order: PlacedOrder }>('/order/add', { method: 'POST', token: memberToken, body: { cartId } });
  await call(`/order/status/item/${order.products[0]._id}`, {
    method: 'PUT',
    token: adminToken,
    body: { orderId: order._id, cartId: order.cartId, status: ItemStatus.Delivered },
  });
  return order;
}

export interface OwnProduct {
  _id: string;
  name: string;
  slug: string;
}

/** A brand of the test's own, made by the administrator (active unless said otherwise). */
export async function ownBrand(adminToken: string, name: string, isActive = true): Promise<{ _id: string; name: string; slug: string }> {
  const { brand } = await call<{ brand: { _id: string; name: string; slug: string } }>('/brand/add', {
    method: 'POST',
    token: adminToken,
    body: { name, description: `${name}, made by a browser test.`, isActive },
  });
  return brand;
}

/**
 * A product of the test's own, added by the administrator as the product form does (with a picture), so
 * a test buys, reviews or groups it and leaves the demo catalogue as it was.
 */
export async function ownProduct(
  adminToken: string,
  fields: { name: string; price: number; quantity: number; brand?: string; taxable?: boolean; description?: string },
): Promise<OwnProduct> {
  const picture = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3d5a80' } }).png().toBuffer();
  const form = new FormData();
  form.set('sku', `E2E-${randomUUID().slice(0, 8)}`);
  form.set('name', fields.name);
  form.set('description', fields.description ?? `${fields.name}, made by a browser test.`);
  form.set('price', String(fields.price));
  form.set('quantity', String(fields.quantity));
  form.set('taxable', String(fields.taxable ?? true));
  if (fields.brand) form.set('brand', fields.brand);
  form.set('image', new Blob([picture], { type: 'image/png' }), 'picture.png');
  const res = await fetch(`${process.env['SHOP_URL']}/api/product/add`, { method: 'POST', headers: { authorization: adminToken }, body: form });
  if (!res.ok) throw new Error(`POST /product/add: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { product: OwnProduct }).product;
}
