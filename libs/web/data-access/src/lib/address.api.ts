import type { AddressChangedResponse, AddressListResponse, AddressRequest, AddressResponse } from '@nidra/shared/contracts';
import { api } from './api';

/** The address book, for the dashboard's address pages and for checkout. */
export const addressApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAddresses: build.query<AddressListResponse, void>({
      query: () => '/address',
      providesTags: (result) => [
        { type: 'Address', id: 'LIST' },
        ...(result?.addresses ?? []).map((address) => ({ type: 'Address' as const, id: address._id })),
      ],
    }),
    getAddress: build.query<AddressResponse, string>({
      query: (id) => `/address/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Address', id }],
    }),
    addAddress: build.mutation<AddressChangedResponse, AddressRequest>({
      query: (body) => ({ url: '/address/add', method: 'POST', body }),
      invalidatesTags: [{ type: 'Address', id: 'LIST' }],
    }),
    updateAddress: build.mutation<AddressChangedResponse, AddressRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/address/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Address', id: 'LIST' }, { type: 'Address', id }],
    }),
    deleteAddress: build.mutation<AddressChangedResponse, string>({
      query: (id) => ({ url: `/address/delete/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Address', id: 'LIST' }, { type: 'Address', id }],
    }),
  }),
});

export const {
  useGetAddressesQuery,
  useGetAddressQuery,
  useAddAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
} = addressApi;
