import type {
  MerchantAction,
  MerchantDto,
  MerchantListResponse,
  MerchantSignupRequest,
  MessageResponse,
  SellerRequest,
} from '@nidra/shared/contracts';
import { api } from '@nidra/web/data-access';

interface MerchantChanged {
  success: true;
  message: string;
  merchant?: MerchantDto;
}

export const merchantApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendSellerRequest: build.mutation<MerchantChanged, SellerRequest>({
      query: (body) => ({ url: '/merchant/seller-request', method: 'POST', body }),
      invalidatesTags: [{ type: 'Merchant', id: 'LIST' }],
    }),
    getMerchants: build.query<MerchantListResponse, void>({
      query: () => '/merchant/list',
      providesTags: [{ type: 'Merchant', id: 'LIST' }],
    }),
    /** Approving makes a brand and deleting disables one, so brand lists reload too. */
    actOnMerchant: build.mutation<MerchantChanged, { id: string; action: MerchantAction }>({
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
