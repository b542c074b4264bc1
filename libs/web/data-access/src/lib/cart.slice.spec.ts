import { signedOut, tokenReceived } from './auth.slice';
import {
  addedToCart,
  badgeText,
  cartCleared,
  cartSlice,
  initialCartState,
  readStoredCart,
  removedFromCart,
  selectCartCount,
  selectCartTotal,
  selectCartTotalWithTax,
  serverCartCreated,
  toCartRequest,
  type CartState,
} from './cart.slice';
import { memoryStorage } from './memory-storage.testing';
import { createAppStore } from './store';


const mattress = {
  product: 'p1',
  name: 'Ortho Rest 8 inch Mattress',
  slug: 'ortho-rest-8-inch-mattress',
  imageUrl: null,
  taxable: true,
  thickness: null,
  sku: null,
};

/** A unit price and the same with 18 % GST. */
const priced = (price: number) => ({ price, priceWithTax: Math.round(price * 118) / 100 });

const reduce = (state: CartState, ...actions: Parameters<typeof cartSlice.reducer>[1][]) =>
  actions.reduce((current, action) => cartSlice.reducer(current, action), state);

describe('the bag', () => {
  it('keeps one line per product and size, priced by quantity with and without GST, and totals to 2 decimals', () => {
    const state = reduce(
      initialCartState,
      addedToCart({ ...mattress, size: '6x2.5', sizeLabel: '6x2.5', quantity: 1, ...priced(15_750.1) }),
      addedToCart({ ...mattress, size: '6x3', sizeLabel: '6x3', quantity: 2, ...priced(18_900.05) }),
      addedToCart({ ...mattress, size: '6x3', sizeLabel: '6x3', quantity: 3, ...priced(18_900.05) }),
    );
    expect(state.items.map((item) => [item.key, item.quantity, item.totalPrice])).toEqual([
      ['p1:6x2.5', 1, 15_750.1],
      ['p1:6x3', 3, 56_700.15],
    ]);
    expect(selectCartTotal({ cart: state })).toBe(72_450.25);
    // 18,585.12 + 3 × 22,302.06
    expect(selectCartTotalWithTax({ cart: state })).toBe(85_491.3);
    expect(selectCartCount({ cart: state })).toBe(4);
    const custom = reduce(state, addedToCart({ ...mattress, size: 'custom', length: 72, breadth: 36, sizeLabel: '72x36 in', quantity: 1, ...priced(1) }));
    expect(custom.items.at(-1)?.key).toBe('p1:custom:72x36');
    expect(reduce(state, removedFromCart('p1:6x3')).items.map((item) => item.key)).toEqual(['p1:6x2.5']);
  });

  it('forgets its server cart whenever the lines or the account change', () => {
    const withCart = reduce(
      initialCartState,
      addedToCart({ ...mattress, sizeLabel: null, quantity: 1, ...priced(100) }),
      serverCartCreated('cart-1'),
    );
    expect(withCart.cartId).toBe('cart-1');
    expect(reduce(withCart, addedToCart({ ...mattress, product: 'p2', sizeLabel: null, quantity: 1, ...priced(5) })).cartId).toBeNull();
    expect(reduce(withCart, tokenReceived('Bearer other')).cartId).toBeNull();
    expect(reduce(withCart, tokenReceived('Bearer other')).items).toHaveLength(1);
    expect(reduce(withCart, signedOut())).toEqual(initialCartState);
    expect(reduce(withCart, cartCleared())).toEqual(initialCartState);
  });

  it('keeps one line per variant, and sends the variant with its size', () => {
    const state = reduce(
      initialCartState,
      addedToCart({ ...mattress, variant: 'v8', size: '5x6.5', sizeLabel: '5x6.5', thickness: 8, sku: 'M-5x6.5-8', quantity: 1, ...priced(100) }),
      addedToCart({ ...mattress, variant: 'v10', size: '5x6.5', sizeLabel: '5x6.5', thickness: 10, sku: 'M-5x6.5-10', quantity: 2, ...priced(120) }),
    );
    expect(state.items.map((item) => [item.key, item.totalWithTax])).toEqual([
      ['p1:v8', 118],
      ['p1:v10', 283.2],
    ]);
    expect(toCartRequest(state.items)[0]).toEqual({ product: 'p1', quantity: 1, variant: 'v8', size: '5x6.5', price: 100, taxable: true });
  });

  it('sends sizes and inches but leaves pricing to the server', () => {
    const state = reduce(
      initialCartState,
      addedToCart({ ...mattress, size: 'custom', length: 80, breadth: 40, sizeLabel: '80x40 in', quantity: 2, ...priced(2_333.33) }),
      addedToCart({ ...mattress, product: 'pillow', name: 'Cloud Pillow', sizeLabel: null, quantity: 1, ...priced(899) }),
    );
    expect(toCartRequest(state.items)).toEqual([
      { product: 'p1', quantity: 2, size: 'custom', length: 80, breadth: 40, price: 2_333.33, taxable: true },
      { product: 'pillow', quantity: 1, price: 899, taxable: true },
    ]);
  });

  it('shows 99+ on the badge from 99', () => {
    expect([badgeText(0), badgeText(98), badgeText(99), badgeText(250)]).toEqual(['0', '98', '99+', '99+']);
  });

  it('survives a reload through storage, and leaves nothing behind once empty', () => {
    const storage = memoryStorage();
    const store = createAppStore(storage);
    store.dispatch(addedToCart({ ...mattress, size: '6x3', sizeLabel: '6x3', quantity: 2, ...priced(18_900) }));
    store.dispatch(serverCartCreated('cart-9'));
    expect(storage.getItem('cart_total')).toBe('37800');
    expect(storage.getItem('cart_id')).toBe('cart-9');

    const reloaded = createAppStore(storage);
    expect(reloaded.getState().cart.items.map((item) => item.key)).toEqual(['p1:6x3']);
    expect(reloaded.getState().cart.cartId).toBe('cart-9');
    reloaded.dispatch(cartCleared());
    expect([storage.getItem('cart_items'), storage.getItem('cart_total'), storage.getItem('cart_id')]).toEqual([null, null, null]);
  });

  it('drops stored lines it cannot trust', () => {
    const storage = memoryStorage({
      cart_items: JSON.stringify([
        { key: 'x', product: 'x', name: 'X', slug: 'x', quantity: -2, price: 1, totalPrice: 1 },
        'junk',
        // Stored before prices were shown with GST.
        { key: 'y', product: 'y', name: 'Y', slug: 'y', quantity: 1, price: 1, totalPrice: 1 },
      ]),
      cart_id: 'stale',
    });
    expect(readStoredCart(storage)).toEqual(initialCartState);
    expect(readStoredCart(memoryStorage({ cart_items: '{not json' }))).toEqual(initialCartState);
  });
});
