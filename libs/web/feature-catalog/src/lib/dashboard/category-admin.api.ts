import type {
  CategoryChangedResponse,
  CategoryFields,
  CategoryListResponse,
  CategoryResponse,
  ProductOptionsResponse,
} from '@nidra/shared/contracts';
import { api } from '@nidra/web/data-access';

const changed = (id?: string) => [
  { type: 'Category' as const, id: 'LIST' },
  { type: 'Category' as const, id: 'ALL' },
  { type: 'Product' as const, id: 'LIST' },
  { type: 'Product' as const, id: 'MANAGED' },
  ...(id ? [{ type: 'Category' as const, id }] : []),
];

export const categoryAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<CategoryListResponse, void>({
      query: () => '/category',
      providesTags: [{ type: 'Category', id: 'ALL' }],
    }),
    getCategory: build.query<CategoryResponse, string>({
      query: (id) => `/category/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Category', id }],
    }),
    getProductOptions: build.query<ProductOptionsResponse, void>({
      query: () => '/product/list/select',
      providesTags: [{ type: 'Product', id: 'MANAGED' }],
    }),
    addCategory: build.mutation<CategoryChangedResponse, CategoryFields>({
      query: (body) => ({ url: '/category/add', method: 'POST', body }),
      invalidatesTags: changed(),
    }),
    updateCategory: build.mutation<CategoryChangedResponse, { id: string; category: CategoryFields }>({
      query: ({ id, category }) => ({ url: `/category/${encodeURIComponent(id)}`, method: 'PUT', body: { category } }),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
    setCategoryActive: build.mutation<CategoryChangedResponse, { id: string; isActive: boolean }>({
      query: ({ id, isActive }) => ({ url: `/category/${encodeURIComponent(id)}/active`, method: 'PUT', body: { category: { isActive } } }),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
    deleteCategory: build.mutation<CategoryChangedResponse, string>({
      query: (id) => ({ url: `/category/delete/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => changed(id),
    }),
  }),
});

export const {
  useGetCategoriesQuery,
  useGetCategoryQuery,
  useGetProductOptionsQuery,
  useAddCategoryMutation,
  useUpdateCategoryMutation,
  useSetCategoryActiveMutation,
  useDeleteCategoryMutation,
} = categoryAdminApi;
