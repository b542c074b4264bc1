import type { AddressDto, AddressFields } from '@nidra/shared/contracts';
import { api } from '@nidra/web/data-access';

interface AddressChanged {
  success: true;
  message: string;
  address: AddressDto;
}

export const addressApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAddresses: build.query<{ addresses: AddressDto[] }, void>({
      query: () => '/address',
      providesTags: (result) => [
        { type: 'Address', id: 'LIST' },
        ...(result?.addresses ?? []).map((address) => ({ type: 'Address' as const, id: address._id })),
      ],
    }),
    getAddress: build.query<{ address: AddressDto }, string>({
      query: (id) => `/address/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Address', id }],
    }),
    addAddress: build.mutation<AddressChanged, AddressFields>({
      query: (body) => ({ url: '/address/add', method: 'POST', body }),
      invalidatesTags: [{ type: 'Address', id: 'LIST' }],
    }),
    updateAddress: build.mutation<AddressChanged, AddressFields & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/address/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Address', id: 'LIST' }, { type: 'Address', id }],
    }),
    deleteAddress: build.mutation<AddressChanged, string>({
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
