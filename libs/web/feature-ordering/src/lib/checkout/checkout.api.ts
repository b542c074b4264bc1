import type { PaymentOptionsResponse, RazorpayVerifyRequest, RazorpayVerifyResponse } from '@nidra/shared/contracts';
import { api } from '@nidra/web/data-access';

/** What checkout asks besides the order itself and the address book: how the shop takes money, and a payment's proof. */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentOptions: build.query<PaymentOptionsResponse, void>({
      query: () => '/payment/options',
    }),
    verifyRazorpayPayment: build.mutation<RazorpayVerifyResponse, RazorpayVerifyRequest>({
      query: (body) => ({ url: '/payment/razorpay/verify', method: 'POST', body }),
      // A paid order is listed now, and its page reads paid.
      invalidatesTags: (result) => [
        { type: 'Order', id: 'LIST' },
        { type: 'Order', id: 'ALL' },
        ...(result ? [{ type: 'Order' as const, id: result.order._id }] : []),
      ],
    }),
  }),
});

export const { useGetPaymentOptionsQuery, useVerifyRazorpayPaymentMutation } = checkoutApi;
