import type { ManagedProductsResponse, ProductChangedResponse, ProductFields, ProductResponse, SetVariantsRequest } from '@nidra/shared/contracts';
import { api } from '@nidra/web/data-access';

export const productAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getManagedProducts: build.query<ManagedProductsResponse, void>({
      query: () => '/product',
      providesTags: (result) => [
        { type: 'Product', id: 'MANAGED' },
        ...(result?.products ?? []).map((product) => ({ type: 'Product' as const, id: product._id })),
      ],
    }),
    getManagedProduct: build.query<ProductResponse, string>({
      query: (id) => `/product/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    updateProduct: build.mutation<ProductChangedResponse, { id: string; product: ProductFields }>({
      query: ({ id, product }) => ({ url: `/product/${encodeURIComponent(id)}`, method: 'PUT', body: { product } }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Product', id },
        { type: 'Product', id: 'MANAGED' },
        { type: 'Product', id: 'LIST' },
      ],
    }),
    /** Every variant the product is sold in; those left out become inactive. */
    setProductVariants: build.mutation<ProductChangedResponse, { id: string } & SetVariantsRequest>({
      query: ({ id, variants }) => ({ url: `/product/${encodeURIComponent(id)}/variants`, method: 'PUT', body: { variants } }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Product', id },
        { type: 'Product', id: 'MANAGED' },
        { type: 'Product', id: 'LIST' },
      ],
    }),
    setProductActive: build.mutation<ProductChangedResponse, { id: string; isActive: boolean }>({
      query: ({ id, isActive }) => ({ url: `/product/${encodeURIComponent(id)}/active`, method: 'PUT', body: { product: { isActive } } }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Product', id },
        { type: 'Product', id: 'MANAGED' },
        { type: 'Product', id: 'LIST' },
      ],
    }),
    deleteProduct: build.mutation<ProductChangedResponse, string>({
      query: (id) => ({ url: `/product/delete/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [
        { type: 'Product', id: 'MANAGED' },
        { type: 'Product', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useGetManagedProductsQuery,
  useGetManagedProductQuery,
  useUpdateProductMutation,
  useSetProductVariantsMutation,
  useSetProductActiveMutation,
  useDeleteProductMutation,
} = productAdminApi;
