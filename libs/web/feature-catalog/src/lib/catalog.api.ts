import type {
  CategoryListResponse,
  ProductListRequest,
  ProductListResponse,
  ProductResponse,
  ProductSuggestionsResponse,
  WishlistChangedResponse,
  WishlistRequest,
  WishlistResponse,
} from '@nidra/shared/contracts';
import { api } from '@nidra/web/data-access';

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    listProducts: build.query<ProductListResponse, ProductListRequest>({
      query: (body) => ({ url: '/product/list', method: 'POST', body }),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    getProductBySlug: build.query<ProductResponse, string>({
      query: (slug) => `/product/item/${encodeURIComponent(slug)}`,
      providesTags: (result) => [{ type: 'Product', id: result?.product._id ?? 'ITEM' }],
    }),
    searchProducts: build.query<ProductSuggestionsResponse, string>({
      query: (term) => `/product/list/search/${encodeURIComponent(term)}`,
    }),
    getActiveCategories: build.query<CategoryListResponse, void>({
      query: () => '/category/list',
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
    getWishlist: build.query<WishlistResponse, void>({
      query: () => '/wishlist',
      providesTags: [{ type: 'Wishlist', id: 'LIST' }],
    }),
    setWishlist: build.mutation<WishlistChangedResponse, WishlistRequest>({
      query: (body) => ({ url: '/wishlist', method: 'POST', body }),
      invalidatesTags: (_result, _error, { product }) => [
        { type: 'Wishlist', id: 'LIST' },
        { type: 'Product', id: 'LIST' },
        { type: 'Product', id: product },
      ],
    }),
  }),
});

export const {
  useListProductsQuery,
  useGetProductBySlugQuery,
  useSearchProductsQuery,
  useGetActiveCategoriesQuery,
  useGetWishlistQuery,
  useSetWishlistMutation,
} = catalogApi;
