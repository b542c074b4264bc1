import type {
  CategoryDto,
  ProductDto,
  ProductListRequest,
  ProductListResponse,
  ProductSuggestion,
  WishlistEntryDto,
  WishlistRequest,
} from '@nidra/shared/contracts';
import { api } from '@nidra/web/data-access';

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    listProducts: build.query<ProductListResponse, ProductListRequest>({
      query: (body) => ({ url: '/product/list', method: 'POST', body }),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    getProductBySlug: build.query<{ product: ProductDto }, string>({
      query: (slug) => `/product/item/${encodeURIComponent(slug)}`,
      providesTags: (result) => [{ type: 'Product', id: result?.product._id ?? 'ITEM' }],
    }),
    searchProducts: build.query<{ products: ProductSuggestion[] }, string>({
      query: (term) => `/product/list/search/${encodeURIComponent(term)}`,
    }),
    getActiveCategories: build.query<{ categories: CategoryDto[] }, void>({
      query: () => '/category/list',
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
    getWishlist: build.query<{ wishlist: WishlistEntryDto[] }, void>({
      query: () => '/wishlist',
      providesTags: [{ type: 'Wishlist', id: 'LIST' }],
    }),
    setWishlist: build.mutation<{ success: true; message: string; wishlist: WishlistEntryDto }, WishlistRequest>({
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
