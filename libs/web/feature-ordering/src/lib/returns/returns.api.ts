import type { ReturnListResponse, ReturnRequest, ReturnResponse, ReturnUpdate } from '@nidra/shared/contracts';
import { api } from '@nidra/web/data-access';

export const returnsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyReturns: build.query<ReturnListResponse, void>({
      query: () => '/return/me',
      providesTags: [{ type: 'Return', id: 'MINE' }],
    }),
    getManagedReturns: build.query<ReturnListResponse, void>({
      query: () => '/return',
      providesTags: [{ type: 'Return', id: 'LIST' }],
    }),
    requestReturn: build.mutation<ReturnResponse, ReturnRequest>({
      query: (body) => ({ url: '/return', method: 'POST', body }),
      invalidatesTags: [
        { type: 'Return', id: 'MINE' },
        { type: 'Return', id: 'LIST' },
      ],
    }),
    // Received puts the stock back; Refunded issues a credit note and may refund the payment.
    updateReturn: build.mutation<ReturnResponse, { id: string; change: ReturnUpdate }>({
      query: ({ id, change }) => ({ url: `/return/${encodeURIComponent(id)}`, method: 'PUT', body: change }),
      invalidatesTags: (result) => [
        { type: 'Return', id: 'MINE' },
        { type: 'Return', id: 'LIST' },
        ...(result ? [{ type: 'Order' as const, id: result.return.orderId }] : []),
        ...(result?.return.product._id ? [{ type: 'Product' as const, id: result.return.product._id }] : []),
      ],
    }),
  }),
});

export const { useGetMyReturnsQuery, useGetManagedReturnsQuery, useRequestReturnMutation, useUpdateReturnMutation } = returnsApi;
