import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsInt, IsNotEmpty, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { FormBoolean, FormNumber, Trim } from '@nidra/api/core';
import { REVIEW_LIMITS, REVIEW_STATUSES, ReviewMessage, type ReviewFields } from '@nidra/shared/contracts';

/** `POST /api/review/add`. A `status` or `user` in the body is not a field here and is dropped. */
export class AddReviewDto implements ReviewFields {
  @ApiProperty({ format: 'uuid', description: 'The product reviewed' })
  @IsUUID('4', { message: ReviewMessage.productNotFound })
  @IsDefined({ message: ReviewMessage.productNotFound })
  product!: string;

  @ApiProperty({ maxLength: REVIEW_LIMITS.titleMax, example: 'Back pain gone in a week' })
  @MaxLength(REVIEW_LIMITS.titleMax, { message: ReviewMessage.titleMax })
  @IsNotEmpty({ message: ReviewMessage.titleRequired })
  @IsString({ message: ReviewMessage.titleRequired })
  @Trim()
  title!: string;

  @ApiProperty({ maxLength: REVIEW_LIMITS.reviewMax })
  @MaxLength(REVIEW_LIMITS.reviewMax, { message: ReviewMessage.reviewMax })
  @IsNotEmpty({ message: ReviewMessage.reviewRequired })
  @IsString({ message: ReviewMessage.reviewRequired })
  @Trim()
  review!: string;

  @ApiProperty({ minimum: 1, maximum: 5, example: 5 })
  @Max(REVIEW_LIMITS.ratingMax, { message: ReviewMessage.ratingRange })
  @Min(REVIEW_LIMITS.ratingMin, { message: ReviewMessage.ratingRange })
  @IsInt({ message: ReviewMessage.ratingRange })
  @IsDefined({ message: ReviewMessage.ratingRequired })
  @FormNumber()
  rating!: number;

  @ApiProperty({ description: 'Would you recommend it (1 or true for yes)', example: true })
  @IsBoolean({ message: ReviewMessage.recommendableRequired })
  @IsDefined({ message: ReviewMessage.recommendableRequired })
  @FormBoolean()
  isRecommended!: boolean;
}

class ReviewUserBody {
  @ApiProperty() firstName!: string;
}

class ReviewProductBody {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ type: String, nullable: true }) imageUrl!: string | null;
}

export class ReviewBody {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() review!: string;
  @ApiProperty() rating!: number;
  @ApiProperty() isRecommended!: boolean;
  @ApiProperty({ enum: REVIEW_STATUSES }) status!: string;
  @ApiProperty({ format: 'date-time' }) created!: string;
  @ApiProperty({ type: ReviewUserBody, nullable: true }) user!: ReviewUserBody | null;
  @ApiProperty({ type: ReviewProductBody, nullable: true }) product!: ReviewProductBody | null;
}

export class ReviewListBody {
  @ApiProperty({ type: [ReviewBody] }) reviews!: ReviewBody[];
}

class ReviewSummaryBody {
  @ApiProperty({ description: 'Single-key objects, 5 stars first', example: [{ 5: 2 }, { 4: 1 }, { 3: 0 }, { 2: 0 }, { 1: 0 }] })
  ratingSummary!: Array<Record<number, number>>;
  @ApiProperty() totalRatings!: number;
  @ApiProperty() totalReviews!: number;
  @ApiProperty() totalSummary!: number;
}

export class ProductReviewsBody extends ReviewListBody {
  @ApiProperty({ type: ReviewSummaryBody }) summary!: ReviewSummaryBody;
}

export class ReviewChangedBody {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty() message!: string;
  @ApiProperty({ type: ReviewBody }) review!: ReviewBody;
}

export class ReviewDeletedBody {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty() message!: string;
}
