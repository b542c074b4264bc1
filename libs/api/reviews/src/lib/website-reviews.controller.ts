import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public, wire } from '@nidra/api/core';
import type { ReviewListResponse } from '@nidra/shared/contracts';
import { toReviewDto } from './review.mapper';
import { ReviewsService } from './reviews.service';

@ApiTags('review')
@Controller('websiteReview')
export class WebsiteReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'The latest approved reviews of 4 stars or more, for the home page' })
  @ApiOkResponse(wire('ReviewListResponse'))
  async list(): Promise<ReviewListResponse> {
    return { reviews: (await this.reviews.testimonials()).map(toReviewDto) };
  }
}
