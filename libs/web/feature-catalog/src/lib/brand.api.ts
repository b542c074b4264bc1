import type {
  BrandChangedResponse,
  BrandFields,
  BrandListResponse,
  BrandOptionsResponse,
  BrandResponse,
} from '@nidra/shared/contracts';
import { api } from '@nidra/web/data-access';

export const brandApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActiveBrands: build.query<BrandListResponse, void>({
      query: () => '/brand/list',
      providesTags: [{ type: 'Brand', id: 'LIST' }],
    }),
    getManagedBrands: build.query<BrandListResponse, void>({
      query: () => '/brand',
      providesTags: (result) => [
        { type: 'Brand', id: 'LIST' },
        ...(result?.brands ?? []).map((brand) => ({ type: 'Brand' as const, id: brand._id })),
      ],
    }),
    getBrandOptions: build.query<BrandOptionsResponse, void>({
      query: () => '/brand/list/select',
      providesTags: [{ type: 'Brand', id: 'LIST' }],
    }),
    getBrand: build.query<BrandResponse, string>({
      query: (id) => `/brand/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Brand', id }],
    }),
    addBrand: build.mutation<BrandChangedResponse, BrandFields>({
      query: (body) => ({ url: '/brand/add', method: 'POST', body }),
      invalidatesTags: [{ type: 'Brand', id: 'LIST' }],
    }),
    updateBrand: build.mutation<BrandChangedResponse, { id: string; brand: BrandFields }>({
      query: ({ id, brand }) => ({ url: `/brand/${encodeURIComponent(id)}`, method: 'PUT', body: { brand } }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Brand', id: 'LIST' }, { type: 'Brand', id }],
    }),
    setBrandActive: build.mutation<BrandChangedResponse, { id: string; isActive: boolean }>({
      query: ({ id, isActive }) => ({ url: `/brand/${encodeURIComponent(id)}/active`, method: 'PUT', body: { brand: { isActive } } }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Brand', id: 'LIST' }, { type: 'Brand', id }],
    }),
    deleteBrand: build.mutation<BrandChangedResponse, string>({
      query: (id) => ({ url: `/brand/delete/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Brand', id: 'LIST' }, { type: 'Brand', id }],
    }),
  }),
});

export const {
  useGetActiveBrandsQuery,
  useGetManagedBrandsQuery,
  useGetBrandOptionsQuery,
  useGetBrandQuery,
  useAddBrandMutation,
  useUpdateBrandMutation,
  useSetBrandActiveMutation,
  useDeleteBrandMutation,
} = brandApi;
