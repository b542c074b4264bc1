import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { PendingMerchants } from './pending-merchants';
import { CatalogModule } from '@nidra/api/catalog';
import { IdentityModule } from '@nidra/api/identity';
import { MerchantBusinessController } from './business/merchant-business.controller';
import { MerchantBusiness } from './business/merchant-business.entity';
import { MerchantBusinessService } from './business/merchant-business.service';
import { SellerDirectory } from './business/seller-directory';
import { Merchant } from './merchant.entity';
import { MerchantSignupToken } from './merchant-signup-token.entity';
import { MerchantsController } from './merchants.controller';
import { MerchantsService } from './merchants.service';

export const MERCHANTS_ENTITIES = [Merchant, MerchantSignupToken, MerchantBusiness];

@Module({
  imports: [MikroOrmModule.forFeature(MERCHANTS_ENTITIES), CatalogModule, IdentityModule],
  controllers: [MerchantsController, MerchantBusinessController],
  providers: [MerchantsService, PendingMerchants, SellerDirectory, MerchantBusinessService],
  exports: [PendingMerchants, SellerDirectory],
})
export class MerchantsModule {}
