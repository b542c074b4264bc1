import type { DeliveryAddressDto, PaymentMethod, PaymentStatus } from './checkout';
import type { ItemStatus } from './order-status';

export interface CartLineRequest {
  product: string;
  quantity: number;
  /** The variant chosen, by id; or, as the spec's client does, a `size` (+ `thickness`). */
  variant?: string;
  /** Whole inches; left out, the thickness of the cheapest active variant of that size. */
  thickness?: number;
  /** A size label of the size table, "custom" with length and breadth in inches, or nothing for unsized products. */
  size?: string;
  length?: number;
  breadth?: number;
  /** Sent by older clients; ignored, the server prices every line. */
  price?: number;
  taxable?: boolean;
}

export interface CartItemDto {
  _id: string;
  product: string | null;
  name: string;
  slug: string;
  imageUrl: string | null;
  size: string | null;
  /** The variant bought (null: a custom size, made to order), its sku and thickness in inches. */
  variant: string | null;
  sku: string | null;
  thickness: number | null;
  quantity: number;
  price: number;
  /** The unit price with its GST: what the shopper is shown. */
  priceWithTax: number;
  taxable: boolean;
  totalPrice: number;
  totalTax: number;
}

export interface CartDto {
  items: CartItemDto[];
  total: number;
  totalTax: number;
  totalWithTax: number;
}

/**
 * `GET /api/cart/{cartId}?pincode=`: the bag priced for where it goes. With a pincode, each line's GST is
 * split as the order's invoice will split it (CGST + SGST within the shop's state, IGST across states), so
 * an order placed from it to that pincode carries exactly these totals; without one, null splits.
 */
export interface PricedCartResponse {
  cart: CartDto & { cgst: number | null; sgst: number | null; igst: number | null };
}

/** `GET /api/cart/{cartId}` query: the delivery address's pincode, if chosen. */
export interface PricedCartQuery {
  /** @example "560001" */
  pincode?: string;
}

/** `POST /api/cart/add`: the browser's lines; the server prices every one. */
export interface AddToCartRequest {
  products: CartLineRequest[];
}

export interface AddToCartResponse {
  success: true;
  cartId: string;
  cart: CartDto;
}

export const CartMessage = {
  productsRequired: 'Add at least one product.',
  productGone: (name: string) => `${name} is no longer available.`,
  unknownProduct: 'One of the products is no longer available.',
  outOfStock: (name: string) => `${name} is out of stock.`,
  chooseSize: (name: string) => `Please choose a size for ${name}.`,
  unknownSize: (name: string) => `That size is not available for ${name}.`,
  badDimensions: 'Custom sizes need a length and breadth from 12 to 120 inches.',
  quantityMin: 'Quantity must be at least 1.',
  quantityMax: (max: number) => `Quantity may not be greater than ${max}.`,
  loginToCheckout: 'Please Login to proceed to checkout',
  empty: 'Your shopping cart is empty',
} as const;

export interface OrderItemDto {
  _id: string;
  status: ItemStatus;
  quantity: number;
  size: string | null;
  /** The variant bought (null: a custom size or an order older than variants), its sku and thickness. */
  variant: string | null;
  sku: string | null;
  thickness: number | null;
  /** Unit price paid, in rupees. */
  purchasePrice: number;
  totalPrice: number;
  totalTax: number;
  courier: string | null;
  trackingNumber: string | null;
  /** The product as it was bought; null only when it was never known. */
  product: { _id: string | null; name: string; slug: string; price: number; imageUrl: string | null; available: boolean };
}

export interface OrderDto {
  _id: string;
  cartId: string;
  created: string;
  total: number;
  totalTax: number;
  totalWithTax: number;
  /** The status of the first item still live; Cancelled once every item is. */
  status: string;
  products: OrderItemDto[];
  deliveryAddress: DeliveryAddressDto | null;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  buyerGstin: string | null;
  /** The tax invoice's number once the order is confirmed; null before. */
  invoiceNumber: string | null;
}

export const OrderMessage = {
  placed: 'Your order has been placed successfully!',
  cartNotFound: 'That cart does not exist.',
  notFound: 'no order found.',
  /** The thank-you page's own wording. */
  successNotFound: 'No order found.',
  noOrdersYet: 'you have no orders yet!',
  noOrdersFound: 'No orders found.',
  onlyLeft: (left: number, name: string) => (left > 0 ? `Only ${left} of ${name} left.` : `${name} is out of stock.`),
  productGone: (name: string) => `${name} is no longer available.`,
  priceChanged: (name: string, price: string) =>
    `The price of ${name} has changed to ${price}. Your cart now has the new price: place the order again to buy at it.`,
  searchTooShort: 'Search needs at least 2 characters.',
  unknownStatus: 'Status must be one of Not processed, Processing, Shipped, Delivered or Cancelled.',
  onlyCancel: 'You can only cancel an item.',
  itemNotFound: 'no order item found.',
  deliveredItem: 'A delivered item can no longer be cancelled.',
  alreadyCancelled: 'This item is already cancelled.',
  statusUpdated: 'Item status has been updated successfully!',
  itemCancelled: 'Your item has been cancelled.',
  orderCancelled: 'Your order has been cancelled successfully!',
  cancelledBeforePayment: 'Your order has been cancelled. If you have already paid for it, the whole payment will be refunded to the way you paid.',
  unpaidItem: 'This order is not paid yet: cancel the whole order instead.',
  deliveredOrder: 'An order with a delivered item can no longer be cancelled.',
  refundedItem: 'This item was cancelled and its payment refunded; place a new order for it instead.',
  refundUnavailable: 'The refund could not be made right now, so nothing was cancelled. Please try again in a few minutes.',
} as const;

/** `PUT /api/order/status/item/{itemId}` */
export interface ItemStatusRequest {
  orderId: string;
  cartId?: string;
  status: ItemStatus;
  /** With Shipped: who carries it and their tracking number. */
  courier?: string;
  trackingNumber?: string;
}

export interface OrderListResponse {
  orders: OrderDto[];
}

export interface OrderResponse {
  order: OrderDto;
}

export interface ItemStatusResponse {
  success: true;
  message: string;
  /** True when this change left every item of the order cancelled. */
  orderCancelled: boolean;
  order: OrderDto;
}

export interface OrderCancelResponse {
  success: true;
  message: string;
  order: OrderDto;
}
