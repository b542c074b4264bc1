import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { CartDto, PricedCartResponse } from '@nidra/shared/contracts';
import { selectCartItems, serverCartCreated, serverErrorMessage, toCartRequest, useAppDispatch, useAppSelector } from '@nidra/web/data-access';
import { orderApi, useGetPricedCartQuery } from '../order.api';

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

/** The bag's figures as shown: GST split into CGST + SGST or IGST once priced for a pincode, not split before. */
export type ShownCart = CartDto & Partial<Pick<PricedCartResponse['cart'], 'cgst' | 'sgst' | 'igst'>>;

/**
 * The bag priced for the delivery pincode, so the total shown is the order's to the paisa; before a pincode
 * is known (or when it is refused) the bag as priced. While a pincode's pricing loads, the last pricing stays
 * (no jump). `pincodeProblem` is the server's word on a pincode it refuses.
 */
export function usePricedFor(priced: Priced | null, pincode: string | null): { cart: ShownCart | null; pincodeProblem?: string } {
  const forPincode = useGetPricedCartQuery(priced && pincode ? { cartId: priced.cartId, pincode } : skipToken);
  if (!priced) return { cart: null };
  if (!pincode) return { cart: priced.cart };
  if (forPincode.isError) return { cart: priced.cart, pincodeProblem: serverErrorMessage(forPincode.error) ?? NOT_PRICED };
  return { cart: (forPincode.currentData ?? forPincode.data)?.cart ?? priced.cart };
}
