import { IsBoolean, IsDefined, IsInt, IsNotEmpty, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { FormBoolean, FormNumber, Trim, WireSchema } from '@nidra/api/core';
import { REVIEW_LIMITS, ReviewMessage, type ReviewFields } from '@nidra/shared/contracts';

/** `POST /api/review/add`. A `status` or `user` in the body is not a field here and is dropped. */
@WireSchema('ReviewFields')
export class AddReviewDto implements ReviewFields {
  @IsUUID('4', { message: ReviewMessage.productNotFound })
  @IsDefined({ message: ReviewMessage.productNotFound })
  product!: string;

  @MaxLength(REVIEW_LIMITS.titleMax, { message: ReviewMessage.titleMax })
  @IsNotEmpty({ message: ReviewMessage.titleRequired })
  @IsString({ message: ReviewMessage.titleRequired })
  @Trim()
  title!: string;

  @MaxLength(REVIEW_LIMITS.reviewMax, { message: ReviewMessage.reviewMax })
  @IsNotEmpty({ message: ReviewMessage.reviewRequired })
  @IsString({ message: ReviewMessage.reviewRequired })
  @Trim()
  review!: string;

  @Max(REVIEW_LIMITS.ratingMax, { message: ReviewMessage.ratingRange })
  @Min(REVIEW_LIMITS.ratingMin, { message: ReviewMessage.ratingRange })
  @IsInt({ message: ReviewMessage.ratingRange })
  @IsDefined({ message: ReviewMessage.ratingRequired })
  @FormNumber()
  rating!: number;

  @IsBoolean({ message: ReviewMessage.recommendableRequired })
  @IsDefined({ message: ReviewMessage.recommendableRequired })
  @FormBoolean()
  isRecommended!: boolean;
}
