import type { MerchantDto } from '@nidra/shared/contracts';
import type { Merchant } from './merchant.entity';

export function toMerchantDto(merchant: Merchant): MerchantDto {
  return {
    _id: merchant.id,
    name: merchant.name,
    email: merchant.email,
    phoneNumber: merchant.phoneNumber,
    brand: merchant.brand,
    business: merchant.business,
    status: merchant.status,
    created: merchant.created.toISOString(),
  };
}
