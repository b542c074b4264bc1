import type { ShipmentListResponse } from '@nidra/shared/contracts';
import { api } from '@nidra/web/data-access';

// Beside the order endpoints in spirit, but its own module: order.api.ts is part of the storefront's first
// bundle (the bag places orders through it), and this one loads only with the order page.
export const shipmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Shipments move with the order's items (a status change, a courier's scan), so they share its tag.
    getOrderShipments: build.query<ShipmentListResponse, string>({
      query: (orderId) => `/order/${encodeURIComponent(orderId)}/shipments`,
      providesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
  }),
});

export const { useGetOrderShipmentsQuery } = shipmentsApi;
