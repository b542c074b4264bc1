/** Review statuses (spec §3: Approved, Rejected, anything else pending). */
export const ReviewStatus = {
  Waiting: 'Waiting Approval',
  Approved: 'Approved',
  Rejected: 'Rejected',
} as const;
export type ReviewStatus = (typeof ReviewStatus)[keyof typeof ReviewStatus];
export const REVIEW_STATUSES: readonly ReviewStatus[] = Object.values(ReviewStatus);

export type ReviewAction = 'approve' | 'reject' | 'delete';

/**
 * What an administrator may do to a review in each status (spec §4): pending → approve, reject or
 * delete; approved → delete; rejected → approve again or delete.
 */
export const REVIEW_ACTIONS: Record<ReviewStatus, readonly ReviewAction[]> = {
  [ReviewStatus.Waiting]: ['approve', 'reject', 'delete'],
  [ReviewStatus.Approved]: ['delete'],
  [ReviewStatus.Rejected]: ['approve', 'delete'],
};

export function canReview(status: ReviewStatus, action: ReviewAction): boolean {
  return REVIEW_ACTIONS[status].includes(action);
}

export const REVIEW_LIMITS = { titleMax: 100, reviewMax: 1000, ratingMin: 1, ratingMax: 5 } as const;

export interface ReviewFields {
  product: string;
  title: string;
  review: string;
  rating: number;
  isRecommended: boolean;
}

export interface ReviewDto {
  _id: string;
  title: string;
  review: string;
  rating: number;
  isRecommended: boolean;
  status: ReviewStatus;
  created: string;
  user: { firstName: string } | null;
  product: { _id: string; name: string; slug: string; imageUrl: string | null } | null;
}

/** Spec §3 and §9: counts per star, 5 to 1, and what the bars and the average are made from. */
export interface ReviewSummary {
  /** Single-key objects, 5 stars first: `[{ 5: n }, { 4: n }, …, { 1: n }]`. */
  ratingSummary: Array<Record<number, number>>;
  totalRatings: number;
  totalReviews: number;
  /** How many ratings the bars are shares of. */
  totalSummary: number;
}

export interface ProductReviewsResponse {
  reviews: ReviewDto[];
  summary: ReviewSummary;
}

export const ReviewMessage = {
  titleRequired: 'Title is required.',
  titleMax: `Title may not be greater than ${REVIEW_LIMITS.titleMax} characters.`,
  reviewRequired: 'Review is required.',
  reviewMax: `Review may not be greater than ${REVIEW_LIMITS.reviewMax} characters.`,
  ratingRequired: 'Rating is required.',
  ratingRange: 'Rating must be a whole number from 1 to 5.',
  recommendableRequired: 'Recommendable is required.',
  productNotFound: 'no product found.',
  notFound: 'no review found.',
  duplicate: 'You have already reviewed this product.',
  added: 'Your review has been added successfully and will appear when approved!',
  approved: 'Review has been approved successfully!',
  rejected: 'Review has been rejected successfully!',
  deleted: 'Review has been deleted successfully!',
  notAllowed: (action: ReviewAction, status: ReviewStatus) => `A review that is ${status.toLowerCase()} cannot be ${action === 'approve' ? 'approved' : action === 'reject' ? 'rejected' : 'deleted'}.`,
  empty: 'no reviews found.',
  beFirst: 'Be the first to add a review.',
} as const;
