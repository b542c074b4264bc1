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
import { Authenticated, CurrentUser, ErrorBody, IdParam, Public, Roles, wire, type AuthenticatedUser } from '@nidra/api/core';
import {
  ReviewMessage,
  Role,
  type MessageResponse,
  type ProductReviewsResponse,
  type ReviewAction,
  type ReviewChangedResponse,
  type ReviewListResponse,
} from '@nidra/shared/contracts';
import { AddReviewDto } from './review.dto';
import { toReviewDto } from './review.mapper';
import { ReviewsService } from './reviews.service';

@ApiTags('review')
@Controller('review')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Post('add')
  @Authenticated()
  @ApiOperation({ summary: 'Review a product; it shows once an administrator approves it' })
  @ApiCreatedResponse(wire('ReviewChangedResponse'))
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'You have already reviewed this product' })
  async add(@CurrentUser() caller: AuthenticatedUser, @Body() body: AddReviewDto): Promise<ReviewChangedResponse> {
    const review = await this.reviews.add(caller.id, body);
    return { success: true, message: ReviewMessage.added, review: toReviewDto(review) };
  }

  @Get()
  @Roles(Role.Admin)
  @ApiOperation({ summary: 'Every review, newest first, for moderation' })
  @ApiOkResponse(wire('ReviewListResponse'))
  async all(): Promise<ReviewListResponse> {
    return { reviews: (await this.reviews.all()).map(toReviewDto) };
  }

  @Put('approve/:id')
  @Roles(Role.Admin)
  @ApiOperation({ summary: 'Approve a pending or rejected review' })
  @ApiOkResponse(wire('ReviewChangedResponse'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Already approved' })
  @ApiNotFoundResponse({ type: ErrorBody })
  approve(@Param('id', IdParam()) id: string): Promise<ReviewChangedResponse> {
    return this.change(id, 'approve', ReviewMessage.approved);
  }

  @Put('reject/:id')
  @Roles(Role.Admin)
  @ApiOperation({ summary: 'Reject a pending review' })
  @ApiOkResponse(wire('ReviewChangedResponse'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Approved or already rejected' })
  @ApiNotFoundResponse({ type: ErrorBody })
  reject(@Param('id', IdParam()) id: string): Promise<ReviewChangedResponse> {
    return this.change(id, 'reject', ReviewMessage.rejected);
  }

  @Delete('delete/:id')
  @Roles(Role.Admin)
  @ApiOperation({ summary: 'Delete a review' })
  @ApiOkResponse(wire('MessageResponse'))
  @ApiNotFoundResponse({ type: ErrorBody })
  async remove(@Param('id', IdParam()) id: string): Promise<MessageResponse> {
    await this.reviews.moderate(id, 'delete');
    return { success: true, message: ReviewMessage.deleted };
  }

  @Get(':slug')
  @Public()
  @ApiOperation({ summary: "A product's approved reviews, newest first, with its rating summary" })
  @ApiOkResponse(wire('ProductReviewsResponse'))
  @ApiNotFoundResponse({ type: ErrorBody })
  async forProduct(@Param('slug') slug: string): Promise<ProductReviewsResponse> {
    const { reviews, summary } = await this.reviews.forProduct(slug);
    return { reviews: reviews.map(toReviewDto), summary };
  }

  private async change(id: string, action: ReviewAction, message: string): Promise<ReviewChangedResponse> {
    const review = await this.reviews.moderate(id, action);
    return { success: true, message, review: toReviewDto(review as NonNullable<typeof review>) };
  }
}
