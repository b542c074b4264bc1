import type { PlaceOrderRequest, RazorpayPaymentDto } from '@nidra/shared/contracts';
import {
  cartCleared,
  selectCartTotal,
  serverCartCreated,
  serverCartForgotten,
  toCartRequest,
  type AppDispatch,
  type RootState,
} from '@nidra/web/data-access';
import { orderApi } from '../order.api';

const isNotFound = (error: unknown) => (error as { status?: unknown } | null)?.status === 404;

/**
 * Where the order goes, how it is paid and which business is billed, as the checkout page chose; nothing:
 * the default address, cash on delivery, the person buying.
 */
export type CheckoutChoice = Pick<PlaceOrderRequest, 'addressId' | 'address' | 'paymentMethod' | 'buyer'>;

export interface CheckoutPlaced {
  message: string;
  orderId: string;
  /** The server cart the order was placed from. */
  cartId: string;
  /** An order waiting for its online payment: what Razorpay Checkout opens with. */
  payment?: RazorpayPaymentDto;
}

/**
 * Places the bag as an order: a server cart is made from the bag unless one is stored (or `freshCart`
 * asks for a new one), and the order is placed from it. A confirmed order empties the bag; one waiting
 * for its online payment leaves the bag and its cart as they are, so placing again reopens that order.
 * A refusal (short stock) leaves the bag as it was.
 */
export function checkout(choice: CheckoutChoice = {}, options: { freshCart?: boolean } = {}) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<CheckoutPlaced> => {
    if (options.freshCart) dispatch(serverCartForgotten());
    const { cart } = getState();
    const total = selectCartTotal({ cart });
    const makeCart = async () => {
      const made = await dispatch(orderApi.endpoints.createServerCart.initiate(toCartRequest(cart.items))).unwrap();
      dispatch(serverCartCreated(made.cartId));
      return made.cartId;
    };
    const place = async (cartId: string) => ({
      cartId,
      placed: await dispatch(orderApi.endpoints.placeOrder.initiate({ cartId, total, ...choice })).unwrap(),
    });

    let result;
    if (cart.cartId) {
      try {
        result = await place(cart.cartId);
      } catch (error) {
        // A stored cart the server no longer knows for this account is made again, once.
        if (!isNotFound(error)) throw error;
        dispatch(serverCartForgotten());
        result = await place(await makeCart());
      }
    } else {
      result = await place(await makeCart());
    }
    const { placed, cartId } = result;
    if (!placed.payment) dispatch(cartCleared());
    return { message: placed.message, orderId: placed.order._id, cartId, ...(placed.payment ? { payment: placed.payment } : {}) };
  };
}
