import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { PendingMerchants } from './pending-merchants';
import { CatalogModule } from '@nidra/api/catalog';
import { IdentityModule } from '@nidra/api/identity';
import { MerchantBusinessController } from './business/merchant-business.controller';
import { MerchantBusiness } from './business/merchant-business.entity';
import { MerchantBusinessService } from './business/merchant-business.service';
import { SellerDirectory } from './business/seller-directory';
import { LedgerLine } from './marketplace/ledger-line.entity';
import { MarketplaceController } from './marketplace/marketplace.controller';
import { MarketplaceLedger } from './marketplace/marketplace-ledger';
import { MarketplaceService } from './marketplace/marketplace.service';
import { Settlement } from './marketplace/settlement.entity';
import { Merchant } from './merchant.entity';
import { MerchantSignupToken } from './merchant-signup-token.entity';
import { MerchantsController } from './merchants.controller';
import { MerchantsService } from './merchants.service';

export const MERCHANTS_ENTITIES = [Merchant, MerchantSignupToken, MerchantBusiness, LedgerLine, Settlement];

@Module({
  imports: [MikroOrmModule.forFeature(MERCHANTS_ENTITIES), CatalogModule, IdentityModule],
  controllers: [MerchantsController, MerchantBusinessController, MarketplaceController],
  providers: [MerchantsService, PendingMerchants, SellerDirectory, MerchantBusinessService, MarketplaceLedger, MarketplaceService],
  exports: [PendingMerchants, SellerDirectory, MarketplaceLedger],
})
export class MerchantsModule {}
