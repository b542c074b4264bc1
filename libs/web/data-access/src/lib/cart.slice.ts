import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { CartLineRequest } from '@nidra/shared/contracts';
import { CUSTOM_SIZE, roundRupees, toPaise } from '@nidra/shared/util';
import { signedOut, tokenIssued, tokenReceived } from './auth.slice';

/** One line of the bag: a product in one size, as the shopper chose it. */
export interface CartLine {
  /** The product and size together; the same product in two sizes makes two lines. */
  key: string;
  product: string;
  name: string;
  slug: string;
  imageUrl: string | null;
  /** What the server is told: a size label, `custom` with inches, or nothing for unsized products. */
  size?: string;
  length?: number;
  breadth?: number;
  /** The size as shown: "6x3", "72x36 in", or null. */
  sizeLabel: string | null;
  quantity: number;
  /** Unit price in rupees, as the product page computed it (the server prices the order itself). */
  price: number;
  taxable: boolean;
  totalPrice: number;
}

export interface CartState {
  items: CartLine[];
  /** The server cart made from these items at checkout; any change to the items forgets it. */
  cartId: string | null;
}

/** Where the bag lives in the browser. */
export const CART_STORAGE = { items: 'cart_items', total: 'cart_total', id: 'cart_id' } as const;

export const initialCartState: CartState = { items: [], cartId: null };

/** The key of a product in a size: a product page shows Remove From Bag when this key is in the bag. */
export function cartLineKey(product: string, size?: string, length?: number, breadth?: number): string {
  if (!size) return product;
  return size === CUSTOM_SIZE ? `${product}:${CUSTOM_SIZE}:${length}x${breadth}` : `${product}:${size}`;
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    addedToCart: (state, action: PayloadAction<Omit<CartLine, 'key' | 'totalPrice'>>) => {
      const line = action.payload;
      const key = cartLineKey(line.product, line.size, line.length, line.breadth);
      const totalPrice = roundRupees((toPaise(line.price) * line.quantity) / 100);
      state.items = [...state.items.filter((item) => item.key !== key), { ...line, key, totalPrice }];
      state.cartId = null;
    },
    removedFromCart: (state, action: PayloadAction<string>) => {
      state.items = state.items.filter((item) => item.key !== action.payload);
      state.cartId = null;
    },
    cartCleared: () => initialCartState,
    serverCartCreated: (state, action: PayloadAction<string>) => {
      state.cartId = action.payload;
    },
    serverCartForgotten: (state) => {
      state.cartId = null;
    },
    /** Another tab changed the bag. */
    cartRestored: (_state, action: PayloadAction<CartState>) => action.payload,
  },
  extraReducers: (builder) => {
    // The bag is the device's; signing out empties it, and a server cart never passes to another account.
    builder.addCase(signedOut, () => initialCartState);
    builder.addMatcher(
      isAnyOf(tokenReceived, tokenIssued),
      (state) => {
        state.cartId = null;
      },
    );
  },
});

export const { addedToCart, removedFromCart, cartCleared, serverCartCreated, serverCartForgotten, cartRestored } = cartSlice.actions;

type WithCart = { cart: CartState };
export const selectCartItems = (state: WithCart) => state.cart.items;
/** Units in the bag, for the header badge. */
export const selectCartCount = (state: WithCart) => state.cart.items.reduce((sum, item) => sum + item.quantity, 0);
/** The bag's total in rupees, rounded to 2 decimals. */
export const selectCartTotal = (state: WithCart) =>
  roundRupees(state.cart.items.reduce((sum, item) => sum + toPaise(item.totalPrice), 0) / 100);

/** The badge's text: the count, or 99+ from 99. */
export function badgeText(count: number): string {
  return count >= 99 ? '99+' : String(count);
}

/** The lines as the cart call takes them; the server prices each one itself. */
export function toCartRequest(items: readonly CartLine[]): CartLineRequest[] {
  return items.map(({ product, quantity, size, length, breadth, price, taxable }) => ({
    product,
    quantity,
    ...(size ? { size } : {}),
    ...(size === CUSTOM_SIZE ? { length, breadth } : {}),
    price,
    taxable,
  }));
}

function isCartLine(value: unknown): value is CartLine {
  const line = value as Partial<CartLine> | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    typeof line.key === 'string' &&
    typeof line.product === 'string' &&
    typeof line.name === 'string' &&
    typeof line.slug === 'string' &&
    Number.isInteger(line.quantity) &&
    (line.quantity as number) > 0 &&
    typeof line.price === 'number' &&
    typeof line.totalPrice === 'number'
  );
}

/** The bag as it was stored; anything unreadable is dropped rather than trusted. */
export function readStoredCart(storage: Storage | undefined): CartState {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(CART_STORAGE.items) ?? '[]');
    const items = Array.isArray(parsed) ? parsed.filter(isCartLine) : [];
    const cartId = items.length > 0 ? (storage?.getItem(CART_STORAGE.id) ?? null) : null;
    return { items, cartId };
  } catch {
    return initialCartState;
  }
}

/** Writes the bag back; an empty bag leaves nothing behind. */
export function writeStoredCart(storage: Storage | undefined, cart: CartState): void {
  if (!storage) return;
  try {
    if (cart.items.length === 0) {
      Object.values(CART_STORAGE).forEach((key) => storage.removeItem(key));
      return;
    }
    storage.setItem(CART_STORAGE.items, JSON.stringify(cart.items));
    storage.setItem(CART_STORAGE.total, String(selectCartTotal({ cart })));
    if (cart.cartId) storage.setItem(CART_STORAGE.id, cart.cartId);
    else storage.removeItem(CART_STORAGE.id);
  } catch {
    // A full or blocked storage only costs persistence; the bag still works for this visit.
  }
}
