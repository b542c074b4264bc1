import type {
  AddressDto,
  AddressFields,
  AddressRecipient,
  PaymentOptionsDto,
  RazorpayVerifyRequest,
} from '@nidra/shared/contracts';
import { api } from '@nidra/web/data-access';

interface AddressAdded {
  success: true;
  message: string;
  address: AddressDto;
}

/** What checkout asks besides the order itself: how the shop takes money, the address book, and a payment's proof. */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentOptions: build.query<PaymentOptionsDto, void>({
      query: () => '/payment/options',
    }),
    getCheckoutAddresses: build.query<{ addresses: AddressDto[] }, void>({
      query: () => '/address',
      providesTags: [{ type: 'Address', id: 'LIST' }],
    }),
    addCheckoutAddress: build.mutation<AddressAdded, AddressFields & AddressRecipient>({
      query: (body) => ({ url: '/address/add', method: 'POST', body }),
      invalidatesTags: [{ type: 'Address', id: 'LIST' }],
    }),
    verifyRazorpayPayment: build.mutation<{ success: true; order: { _id: string } }, RazorpayVerifyRequest>({
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

export const { useGetPaymentOptionsQuery, useGetCheckoutAddressesQuery, useAddCheckoutAddressMutation, useVerifyRazorpayPaymentMutation } =
  checkoutApi;
