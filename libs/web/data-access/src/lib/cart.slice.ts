import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { CartLineRequest } from '@nidra/shared/contracts';
import { CUSTOM_SIZE, roundRupees, toPaise } from '@nidra/shared/util';
import { signedOut, tokenIssued, tokenReceived } from './auth.slice';

/** One line of the bag: a product in one variant (or a custom size), as the shopper chose it. */
export interface CartLine {
  /** The product and its variant or custom size together; the same product in two variants makes two lines. */
  key: string;
  product: string;
  name: string;
  slug: string;
  imageUrl: string | null;
  /** The variant chosen, by id; none for a custom size. */
  variant?: string;
  /** Also told to the server: a size label, `custom` with inches, or nothing for unsized products. */
  size?: string;
  length?: number;
  breadth?: number;
  /** The size as shown: "6x3", "72x36 in", or null. */
  sizeLabel: string | null;
  /** Shown under the name: the variant's thickness in inches and its sku (null: none). */
  thickness: number | null;
  sku: string | null;
  quantity: number;
  /** Unit price in rupees before tax and with GST, as the product page showed it (the server prices the order itself). */
  price: number;
  priceWithTax: number;
  taxable: boolean;
  totalPrice: number;
  totalWithTax: number;
}

export interface CartState {
  items: CartLine[];
  /** The server cart made from these items at checkout; any change to the items forgets it. */
  cartId: string | null;
}

/** Where the bag lives in the browser. */
export const CART_STORAGE = { items: 'cart_items', total: 'cart_total', id: 'cart_id' } as const;

export const initialCartState: CartState = { items: [], cartId: null };

/** The key of a product in a variant or custom size: a product page shows Remove From Bag when this key is in the bag. */
export function cartLineKey(product: string, line: { variant?: string; size?: string; length?: number; breadth?: number }): string {
  if (line.variant) return `${product}:${line.variant}`;
  if (!line.size) return product;
  return line.size === CUSTOM_SIZE ? `${product}:${CUSTOM_SIZE}:${line.length}x${line.breadth}` : `${product}:${line.size}`;
}

/** Rupees × quantity, exactly. */
const times = (rupees: number, quantity: number) => roundRupees((toPaise(rupees) * quantity) / 100);

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    addedToCart: (state, action: PayloadAction<Omit<CartLine, 'key' | 'totalPrice' | 'totalWithTax'>>) => {
      const line = action.payload;
      const key = cartLineKey(line.product, line);
      const totals = { totalPrice: times(line.price, line.quantity), totalWithTax: times(line.priceWithTax, line.quantity) };
      state.items = [...state.items.filter((item) => item.key !== key), { ...line, key, ...totals }];
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
/** The bag's total in rupees before tax, rounded to 2 decimals. */
export const selectCartTotal = (state: WithCart) =>
  roundRupees(state.cart.items.reduce((sum, item) => sum + toPaise(item.totalPrice), 0) / 100);
/** The bag's total with GST, as the bag shows it. */
export const selectCartTotalWithTax = (state: WithCart) =>
  roundRupees(state.cart.items.reduce((sum, item) => sum + toPaise(item.totalWithTax), 0) / 100);

/** The badge's text: the count, or 99+ from 99. */
export function badgeText(count: number): string {
  return count >= 99 ? '99+' : String(count);
}

/** The lines as the cart call takes them; the server prices each one itself. */
export function toCartRequest(items: readonly CartLine[]): CartLineRequest[] {
  return items.map(({ product, quantity, variant, size, length, breadth, price, taxable }) => ({
    product,
    quantity,
    ...(variant ? { variant } : {}),
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
    typeof line.totalPrice === 'number' &&
    // Lines stored before prices were shown with GST are dropped: their shown price is not known.
    typeof line.priceWithTax === 'number' &&
    typeof line.totalWithTax === 'number'
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
