import type {
  AddToCartResponse,
  CartLineRequest,
  ItemStatusRequest,
  ItemStatusResponse,
  OrderCancelResponse,
  OrderDto,
  OrderListResponse,
  OrderResponse,
  PlaceOrderRequest,
  PlaceOrderResponse,
  PricedCartQuery,
  PricedCartResponse,
} from '@nidra/shared/contracts';
import { api } from '@nidra/web/data-access';

/** An order changed: its page, both lists and the stock of what it holds. */
const orderChanged = (order?: OrderDto) => [
  { type: 'Order' as const, id: 'LIST' },
  { type: 'Order' as const, id: 'ALL' },
  { type: 'Product' as const, id: 'LIST' },
  ...(order
    ? [
        { type: 'Order' as const, id: order._id },
        ...order.products.flatMap((item) => (item.product._id ? [{ type: 'Product' as const, id: item.product._id }] : [])),
      ]
    : []),
];

export const orderApi = api.injectEndpoints({
  endpoints: (build) => ({
    createServerCart: build.mutation<AddToCartResponse, CartLineRequest[]>({
      query: (products) => ({ url: '/cart/add', method: 'POST', body: { products } }),
    }),
    // A server cart's lines never change, so its pricing for a pincode is kept as long as it is shown.
    getPricedCart: build.query<PricedCartResponse, PricedCartQuery & { cartId: string }>({
      query: ({ cartId, pincode }) => ({ url: `/cart/${encodeURIComponent(cartId)}`, params: pincode ? { pincode } : undefined }),
    }),
    placeOrder: build.mutation<PlaceOrderResponse, PlaceOrderRequest>({
      query: (body) => ({ url: '/order/add', method: 'POST', body }),
      invalidatesTags: (result) => orderChanged(result?.order),
    }),
    getOrders: build.query<OrderListResponse, void>({
      query: () => '/order',
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    searchOrders: build.query<OrderListResponse, { search: string; scope: 'mine' | 'all' }>({
      query: (params) => ({ url: '/order/search', params }),
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    getCustomerOrders: build.query<OrderListResponse, void>({
      query: () => '/order/allorder',
      providesTags: [{ type: 'Order', id: 'ALL' }],
    }),
    getOrder: build.query<OrderResponse, string>({
      query: (id) => `/order/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    setItemStatus: build.mutation<ItemStatusResponse, ItemStatusRequest & { itemId: string }>({
      query: ({ itemId, ...body }) => ({ url: `/order/status/item/${encodeURIComponent(itemId)}`, method: 'PUT', body }),
      invalidatesTags: (result) => orderChanged(result?.order),
    }),
    cancelOrder: build.mutation<OrderCancelResponse, string>({
      query: (id) => ({ url: `/order/cancel/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (result) => orderChanged(result?.order),
    }),
  }),
});

export const {
  useGetPricedCartQuery,
  useGetOrdersQuery,
  useSearchOrdersQuery,
  useGetCustomerOrdersQuery,
  useGetOrderQuery,
  useSetItemStatusMutation,
  useCancelOrderMutation,
} = orderApi;
