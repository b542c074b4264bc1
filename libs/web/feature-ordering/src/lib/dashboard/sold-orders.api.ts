import type { OrderListResponse } from '@nidra/shared/contracts';
import { api } from '@nidra/web/data-access';

// Injected with the dashboard's order screens, never with the storefront.
export const soldOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A merchant's orders: those holding its brand's items, each narrowed to them.
    getSoldOrders: build.query<OrderListResponse, void>({
      query: () => '/order/sold',
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
  }),
});

export const { useGetSoldOrdersQuery } = soldOrdersApi;
