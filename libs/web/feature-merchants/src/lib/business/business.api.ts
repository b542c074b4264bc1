import type {
  MerchantBusinessChangedResponse,
  MerchantBusinessRequest,
  MerchantBusinessResponse,
  MerchantCommissionRequest,
} from '@nidra/shared/contracts';
import { api } from '@nidra/web/data-access';

/** The signed-in merchant's details, and one merchant's as an administrator reads them. */
const OWN = { type: 'Merchant' as const, id: 'BUSINESS' };
const ofMerchant = (id: string) => ({ type: 'Merchant' as const, id: `BUSINESS-${id}` });

export const businessApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOwnBusiness: build.query<MerchantBusinessResponse, void>({
      query: () => '/merchant/business',
      providesTags: [OWN],
    }),
    saveOwnBusiness: build.mutation<MerchantBusinessChangedResponse, MerchantBusinessRequest>({
      query: (body) => ({ url: '/merchant/business', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? [OWN, ofMerchant(result.business.merchantId)] : []),
    }),
    getMerchantBusiness: build.query<MerchantBusinessResponse, string>({
      query: (id) => `/merchant/${encodeURIComponent(id)}/business`,
      providesTags: (_result, _error, id) => [ofMerchant(id)],
    }),
    setCommission: build.mutation<MerchantBusinessChangedResponse, MerchantCommissionRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/merchant/${encodeURIComponent(id)}/commission`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [ofMerchant(id)],
    }),
  }),
});

export const { useGetOwnBusinessQuery, useSaveOwnBusinessMutation, useGetMerchantBusinessQuery, useSetCommissionMutation } = businessApi;
