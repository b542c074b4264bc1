import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated, CurrentUser, ErrorBody, IdParam, Public, Roles, type AuthenticatedUser } from '@nidra/api/core';
import { ReviewMessage, Role, type ReviewAction } from '@nidra/shared/contracts';
import { AddReviewDto, ProductReviewsBody, ReviewChangedBody, ReviewDeletedBody, ReviewListBody } from './review.dto';
import { toReviewDto } from './review.mapper';
import { ReviewsService } from './reviews.service';

@ApiTags('review')
@Controller('review')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Post('add')
  @Authenticated()
  @ApiOperation({ summary: 'Review a product; it shows once an administrator approves it' })
  @ApiCreatedResponse({ type: ReviewChangedBody })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'You have already reviewed this product' })
  async add(@CurrentUser() caller: AuthenticatedUser, @Body() body: AddReviewDto) {
    const review = await this.reviews.add(caller.id, body);
    return { success: true, message: ReviewMessage.added, review: toReviewDto(review) };
  }

  @Get()
  @Roles(Role.Admin)
  @ApiOperation({ summary: 'Every review, newest first, for moderation' })
  @ApiOkResponse({ type: ReviewListBody })
  async all() {
    return { reviews: (await this.reviews.all()).map(toReviewDto) };
  }

  @Put('approve/:id')
  @Roles(Role.Admin)
  @ApiOperation({ summary: 'Approve a pending or rejected review' })
  @ApiOkResponse({ type: ReviewChangedBody })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Already approved' })
  @ApiNotFoundResponse({ type: ErrorBody })
  approve(@Param('id', IdParam()) id: string) {
    return this.change(id, 'approve', ReviewMessage.approved);
  }

  @Put('reject/:id')
  @Roles(Role.Admin)
  @ApiOperation({ summary: 'Reject a pending review' })
  @ApiOkResponse({ type: ReviewChangedBody })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Approved or already rejected' })
  @ApiNotFoundResponse({ type: ErrorBody })
  reject(@Param('id', IdParam()) id: string) {
    return this.change(id, 'reject', ReviewMessage.rejected);
  }

  @Delete('delete/:id')
  @Roles(Role.Admin)
  @ApiOperation({ summary: 'Delete a review' })
  @ApiOkResponse({ type: ReviewDeletedBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  async remove(@Param('id', IdParam()) id: string) {
    await this.reviews.moderate(id, 'delete');
    return { success: true, message: ReviewMessage.deleted };
  }

  @Get(':slug')
  @Public()
  @ApiOperation({ summary: "A product's approved reviews, newest first, with its rating summary" })
  @ApiOkResponse({ type: ProductReviewsBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  async forProduct(@Param('slug') slug: string) {
    const { reviews, summary } = await this.reviews.forProduct(slug);
    return { reviews: reviews.map(toReviewDto), summary };
  }

  private async change(id: string, action: ReviewAction, message: string) {
    const review = await this.reviews.moderate(id, action);
    return { success: true, message, review: toReviewDto(review as NonNullable<typeof review>) };
  }
}

@ApiTags('review')
@Controller('websiteReview')
export class WebsiteReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'The latest approved reviews of 4 stars or more, for the home page' })
  @ApiOkResponse({ type: ReviewListBody })
  async list() {
    return { reviews: (await this.reviews.testimonials()).map(toReviewDto) };
  }
}
