import { MODERATION_ACTIONS, MODERATION_STATUSES, ModerationStatus, moderationRefused, type ModerationAction } from './moderation';

export const ReviewStatus = ModerationStatus;
export type ReviewStatus = ModerationStatus;
export const REVIEW_STATUSES = MODERATION_STATUSES;
export type ReviewAction = ModerationAction;
/** What an administrator may do to a review in each status. */
export const REVIEW_ACTIONS = MODERATION_ACTIONS;

export function canReview(status: ReviewStatus, action: ReviewAction): boolean {
  return REVIEW_ACTIONS[status].includes(action);
}

export const REVIEW_LIMITS = { titleMax: 100, reviewMax: 1000, ratingMin: 1, ratingMax: 5 } as const;

export interface ReviewFields {
  /** The product reviewed. */
  product: string;
  title: string;
  review: string;
  rating: number;
  /** Would you recommend it (1 or true for yes, in a form). */
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

/** Counts per star, 5 to 1, and what the bars and the average are made from. */
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

export interface ReviewListResponse {
  reviews: ReviewDto[];
}

/** A review added, approved or rejected, with the words to show. */
export interface ReviewChangedResponse {
  success: true;
  message: string;
  review: ReviewDto;
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
  notAllowed: (action: ReviewAction, status: ReviewStatus) => moderationRefused('A review', action, status),
  empty: 'no reviews found.',
  beFirst: 'Be the first to add a review.',
} as const;
