import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { PendingMerchants } from './pending-merchants';
import { CatalogModule } from '@nidra/api/catalog';
import { IdentityModule } from '@nidra/api/identity';
import { Merchant } from './merchant.entity';
import { MerchantSignupToken } from './merchant-signup-token.entity';
import { MerchantsController } from './merchants.controller';
import { MerchantsService } from './merchants.service';

export const MERCHANTS_ENTITIES = [Merchant, MerchantSignupToken];

@Module({
  imports: [MikroOrmModule.forFeature(MERCHANTS_ENTITIES), CatalogModule, IdentityModule],
  controllers: [MerchantsController],
  providers: [MerchantsService, PendingMerchants],
  exports: [PendingMerchants],
})
export class MerchantsModule {}
