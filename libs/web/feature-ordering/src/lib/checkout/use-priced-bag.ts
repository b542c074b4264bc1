import { useEffect, useState } from 'react';
import type { CartDto } from '@nidra/shared/contracts';
import { selectCartItems, serverCartCreated, serverErrorMessage, toCartRequest, useAppDispatch, useAppSelector } from '@nidra/web/data-access';
import { orderApi } from '../order.api';

const NOT_PRICED = 'Your bag could not be priced. Please try again.';

/** The bag as the server priced it, and the server cart that holds it. */
export interface Priced {
  cartId: string;
  cart: CartDto;
}

/**
 * The summary is the server's pricing of the bag, made again whenever the bag changes, but not while
 * `placing` (placing the order may make its own server cart). `reprice` drops the pricing to make it again.
 */
export function usePricedBag(placing: boolean) {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectCartItems);
  const storedCartId = useAppSelector((state) => state.cart.cartId);
  const [priced, setPriced] = useState<Priced | null>(null);
  const [pricingError, setPricingError] = useState<string | null>(null);

  useEffect(() => {
    if (items.length === 0 || placing || (priced && priced.cartId === storedCartId)) return;
    let current = true;
    setPricingError(null);
    dispatch(orderApi.endpoints.createServerCart.initiate(toCartRequest(items)))
      .unwrap()
      .then(
        (made) => {
          if (!current) return;
          dispatch(serverCartCreated(made.cartId));
          setPriced({ cartId: made.cartId, cart: made.cart });
        },
        (error: unknown) => {
          if (current) setPricingError(serverErrorMessage(error) ?? NOT_PRICED);
        },
      );
    return () => {
      current = false;
    };
  }, [dispatch, items, placing, priced, storedCartId]);

  return { priced, pricingError, reprice: () => setPriced(null) };
}
