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
