import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { PendingMerchants } from './pending-merchants';
import { CatalogModule } from '@nidra/api/catalog';
import { IdentityModule } from '@nidra/api/identity';
import { MerchantBusiness } from './business/merchant-business.entity';
import { SellerDirectory } from './business/seller-directory';
import { Merchant } from './merchant.entity';
import { MerchantSignupToken } from './merchant-signup-token.entity';
import { MerchantsController } from './merchants.controller';
import { MerchantsService } from './merchants.service';

export const MERCHANTS_ENTITIES = [Merchant, MerchantSignupToken, MerchantBusiness];

@Module({
  imports: [MikroOrmModule.forFeature(MERCHANTS_ENTITIES), CatalogModule, IdentityModule],
  controllers: [MerchantsController],
  providers: [MerchantsService, PendingMerchants, SellerDirectory],
  exports: [PendingMerchants, SellerDirectory],
})
export class MerchantsModule {}
