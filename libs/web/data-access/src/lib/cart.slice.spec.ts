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
};

const reduce = (state: CartState, ...actions: Parameters<typeof cartSlice.reducer>[1][]) =>
  actions.reduce((current, action) => cartSlice.reducer(current, action), state);

describe('the bag', () => {
  it('keeps one line per product and size, priced by quantity, and totals to 2 decimals', () => {
    const state = reduce(
      initialCartState,
      addedToCart({ ...mattress, size: '6x2.5', sizeLabel: '6x2.5', quantity: 1, price: 15_750.1 }),
      addedToCart({ ...mattress, size: '6x3', sizeLabel: '6x3', quantity: 2, price: 18_900.05 }),
      addedToCart({ ...mattress, size: '6x3', sizeLabel: '6x3', quantity: 3, price: 18_900.05 }),
    );
    expect(state.items.map((item) => [item.key, item.quantity, item.totalPrice])).toEqual([
      ['p1:6x2.5', 1, 15_750.1],
      ['p1:6x3', 3, 56_700.15],
    ]);
    expect(selectCartTotal({ cart: state })).toBe(72_450.25);
    expect(selectCartCount({ cart: state })).toBe(4);
    const custom = reduce(state, addedToCart({ ...mattress, size: 'custom', length: 72, breadth: 36, sizeLabel: '72x36 in', quantity: 1, price: 1 }));
    expect(custom.items.at(-1)?.key).toBe('p1:custom:72x36');
    expect(reduce(state, removedFromCart('p1:6x3')).items.map((item) => item.key)).toEqual(['p1:6x2.5']);
  });

  it('forgets its server cart whenever the lines or the account change', () => {
    const withCart = reduce(
      initialCartState,
      addedToCart({ ...mattress, sizeLabel: null, quantity: 1, price: 100 }),
      serverCartCreated('cart-1'),
    );
    expect(withCart.cartId).toBe('cart-1');
    expect(reduce(withCart, addedToCart({ ...mattress, product: 'p2', sizeLabel: null, quantity: 1, price: 5 })).cartId).toBeNull();
    expect(reduce(withCart, tokenReceived('Bearer other')).cartId).toBeNull();
    expect(reduce(withCart, tokenReceived('Bearer other')).items).toHaveLength(1);
    expect(reduce(withCart, signedOut())).toEqual(initialCartState);
    expect(reduce(withCart, cartCleared())).toEqual(initialCartState);
  });

  it('sends sizes and inches but leaves pricing to the server', () => {
    const state = reduce(
      initialCartState,
      addedToCart({ ...mattress, size: 'custom', length: 80, breadth: 40, sizeLabel: '80x40 in', quantity: 2, price: 2_333.33 }),
      addedToCart({ ...mattress, product: 'pillow', name: 'Cloud Pillow', sizeLabel: null, quantity: 1, price: 899 }),
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
    store.dispatch(addedToCart({ ...mattress, size: '6x3', sizeLabel: '6x3', quantity: 2, price: 18_900 }));
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
      cart_items: JSON.stringify([{ key: 'x', product: 'x', name: 'X', slug: 'x', quantity: -2, price: 1, totalPrice: 1 }, 'junk']),
      cart_id: 'stale',
    });
    expect(readStoredCart(storage)).toEqual(initialCartState);
    expect(readStoredCart(memoryStorage({ cart_items: '{not json' }))).toEqual(initialCartState);
  });
});
