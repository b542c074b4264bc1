import type {
  MessageResponse,
  ProductReviewsResponse,
  ReviewChangedResponse,
  ReviewFields,
  ReviewListResponse,
} from '@nidra/shared/contracts';
import { api } from '@nidra/web/data-access';

const moderated = [
  { type: 'Review' as const, id: 'LIST' },
  { type: 'Review' as const, id: 'PRODUCT' },
  { type: 'Review' as const, id: 'HOME' },
  { type: 'Product' as const, id: 'LIST' },
];

export const reviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductReviews: build.query<ProductReviewsResponse, string>({
      query: (slug) => `/review/${encodeURIComponent(slug)}`,
      providesTags: [{ type: 'Review', id: 'PRODUCT' }],
    }),
    getWebsiteReviews: build.query<ReviewListResponse, void>({
      query: () => '/websiteReview',
      providesTags: [{ type: 'Review', id: 'HOME' }],
    }),
    getReviews: build.query<ReviewListResponse, void>({
      query: () => '/review',
      providesTags: [{ type: 'Review', id: 'LIST' }],
    }),
    addReview: build.mutation<ReviewChangedResponse, ReviewFields>({
      query: (body) => ({ url: '/review/add', method: 'POST', body }),
      invalidatesTags: [{ type: 'Review', id: 'LIST' }],
    }),
    moderateReview: build.mutation<ReviewChangedResponse | MessageResponse, { id: string; action: 'approve' | 'reject' | 'delete' }>({
      query: ({ id, action }) =>
        action === 'delete'
          ? { url: `/review/delete/${encodeURIComponent(id)}`, method: 'DELETE' }
          : { url: `/review/${action}/${encodeURIComponent(id)}`, method: 'PUT' },
      invalidatesTags: moderated,
    }),
  }),
});

export const {
  useGetProductReviewsQuery,
  useGetWebsiteReviewsQuery,
  useGetReviewsQuery,
  useAddReviewMutation,
  useModerateReviewMutation,
} = reviewApi;
