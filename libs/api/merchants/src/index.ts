export { MerchantsModule, MERCHANTS_ENTITIES } from './lib/merchants.module';
export { Merchant } from './lib/merchant.entity';
export { MERCHANTS_CONTEXT } from './lib/merchants.context';
export { PendingMerchants } from './lib/pending-merchants';
export { SellerDirectory, type Seller } from './lib/business/seller-directory';
export { MarketplaceLedger, type LedgerSale } from './lib/marketplace/marketplace-ledger';
