import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Review } from './review.entity';
import { ReviewsController, WebsiteReviewsController } from './reviews.controller';
import { ReviewsService } from './reviews.service';

export const REVIEWS_ENTITIES = [Review];

@Module({
  imports: [MikroOrmModule.forFeature(REVIEWS_ENTITIES)],
  controllers: [ReviewsController, WebsiteReviewsController],
  providers: [ReviewsService],
})
export class ReviewsModule {}
