import type { AddressDto } from '@nidra/shared/contracts';
import type { Address } from './address.entity';

export function toAddressDto(address: Address): AddressDto {
  return {
    _id: address.id,
    address: address.address,
    city: address.city,
    state: address.state,
    country: address.country,
    zipCode: address.zipCode,
    isDefault: address.isDefault,
    created: address.created.toISOString(),
    name: address.name,
    mobile: address.mobile,
  };
}
