import type {
  MerchantAction,
  MerchantChangedResponse,
  MerchantListResponse,
  MerchantSignupRequest,
  MessageResponse,
  SellerRequest,
} from '@nidra/shared/contracts';
import { api } from '@nidra/web/data-access';

export const merchantApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendSellerRequest: build.mutation<MerchantChangedResponse, SellerRequest>({
      query: (body) => ({ url: '/merchant/seller-request', method: 'POST', body }),
      invalidatesTags: [{ type: 'Merchant', id: 'LIST' }],
    }),
    getMerchants: build.query<MerchantListResponse, void>({
      query: () => '/merchant/list',
      providesTags: [{ type: 'Merchant', id: 'LIST' }],
    }),
    /** Approving makes a brand and deleting disables one, so brand lists reload too. */
    actOnMerchant: build.mutation<MerchantChangedResponse | MessageResponse, { id: string; action: MerchantAction }>({
      query: ({ id, action }) =>
        action === 'delete'
          ? { url: `/merchant/delete/${encodeURIComponent(id)}`, method: 'DELETE' }
          : { url: `/merchant/${action}/${encodeURIComponent(id)}`, method: 'PUT' },
      invalidatesTags: [
        { type: 'Merchant', id: 'LIST' },
        { type: 'Brand', id: 'LIST' },
        { type: 'User', id: 'LIST' },
      ],
    }),
    merchantSignup: build.mutation<MessageResponse, MerchantSignupRequest & { token: string }>({
      query: ({ token, ...body }) => ({ url: `/merchant/signup/${encodeURIComponent(token)}`, method: 'POST', body }),
    }),
  }),
});

export const { useSendSellerRequestMutation, useGetMerchantsQuery, useActOnMerchantMutation, useMerchantSignupMutation } = merchantApi;
