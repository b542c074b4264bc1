import { Module } from '@nestjs/common';
import { CatalogModule } from '@nidra/api/catalog';
import { MerchantsModule } from '@nidra/api/merchants';
import { OrderingModule } from '@nidra/api/ordering';
import { ReviewsModule } from '@nidra/api/reviews';
import { InsightController } from './insight.controller';
import { InsightService } from './insight.service';

@Module({
  imports: [OrderingModule, ReviewsModule, MerchantsModule, CatalogModule],
  controllers: [InsightController],
  providers: [InsightService],
})
export class InsightModule {}
