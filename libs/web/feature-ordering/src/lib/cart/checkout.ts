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
 * Places the bag as an order: a server cart is made from the bag unless one is stored, the
 * order is placed from it, and the bag is emptied. A refusal (short stock) leaves the bag as it was.
 * Resolves to the server's message and the new order's id.
 */
export function checkout() {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<{ message: string; orderId: string }> => {
    const { cart } = getState();
    const total = selectCartTotal({ cart });
    const makeCart = async () => {
      const made = await dispatch(orderApi.endpoints.createServerCart.initiate(toCartRequest(cart.items))).unwrap();
      dispatch(serverCartCreated(made.cartId));
      return made.cartId;
    };
    const place = (cartId: string) => dispatch(orderApi.endpoints.placeOrder.initiate({ cartId, total })).unwrap();

    let placed;
    if (cart.cartId) {
      try {
        placed = await place(cart.cartId);
      } catch (error) {
        // A stored cart the server no longer knows for this account is made again, once.
        if (!isNotFound(error)) throw error;
        dispatch(serverCartForgotten());
        placed = await place(await makeCart());
      }
    } else {
      placed = await place(await makeCart());
    }
    dispatch(cartCleared());
    return { message: placed.message, orderId: placed.order._id };
  };
}
