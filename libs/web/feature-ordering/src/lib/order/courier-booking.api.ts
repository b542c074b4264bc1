import type { BookShipmentRequest, ItemPackageListResponse, ShipmentLabelResponse, ShipmentResponse } from '@nidra/shared/contracts';
import { api } from '@nidra/web/data-access';

/** A booking or cancellation moves the order's items, so its page, its shipments and the lists ask again. */
const orderMoved = (orderId: string) => [
  { type: 'Order' as const, id: orderId },
  { type: 'Order' as const, id: 'LIST' },
  { type: 'Order' as const, id: 'ALL' },
];

// Loaded with the staff's shipping section only, never with a shopper's order page.
export const courierBookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    bookShipment: build.mutation<ShipmentResponse, BookShipmentRequest & { orderId: string }>({
      query: ({ orderId, ...body }) => ({ url: `/order/${encodeURIComponent(orderId)}/shipments`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { orderId }) => orderMoved(orderId),
    }),
    cancelShipment: build.mutation<ShipmentResponse, { shipmentId: string; orderId: string }>({
      query: ({ shipmentId }) => ({ url: `/shipment/${encodeURIComponent(shipmentId)}/cancel`, method: 'POST' }),
      invalidatesTags: (_result, _error, { orderId }) => orderMoved(orderId),
    }),
    // What each item's variant says one unit weighs and measures, packed: where a booking's package starts.
    getItemPackages: build.query<ItemPackageListResponse, string>({
      query: (orderId) => `/order/${encodeURIComponent(orderId)}/packages`,
    }),
    // The label's address as JSON: the route's redirect would carry no token and could not be read.
    getShipmentLabel: build.query<ShipmentLabelResponse, string>({
      query: (shipmentId) => ({ url: `/shipment/${encodeURIComponent(shipmentId)}/label`, headers: { accept: 'application/json' } }),
    }),
  }),
});

export const { useBookShipmentMutation, useCancelShipmentMutation, useGetItemPackagesQuery, useLazyGetShipmentLabelQuery } = courierBookingApi;
