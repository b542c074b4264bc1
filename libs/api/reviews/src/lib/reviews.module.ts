import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { PendingReviews } from './pending-reviews';
import { CatalogListener } from './catalog.listener';
import { CatalogModule } from '@nidra/api/catalog';
import { IdentityModule } from '@nidra/api/identity';
import { Review } from './review.entity';
import { ReviewsController } from './reviews.controller';
import { WebsiteReviewsController } from './website-reviews.controller';
import { ReviewsService } from './reviews.service';

export const REVIEWS_ENTITIES = [Review];

@Module({
  imports: [MikroOrmModule.forFeature(REVIEWS_ENTITIES), CatalogModule, IdentityModule],
  controllers: [ReviewsController, WebsiteReviewsController],
  providers: [ReviewsService, CatalogListener, PendingReviews],
  exports: [PendingReviews],
})
export class ReviewsModule {}
