import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { NotFound } from '@nidra/api/core';
import { AddressMessage } from '@nidra/shared/contracts';
import { User } from '../users/user.entity';
import { Address } from './address.entity';

/** An address book entry as an order needs it, its recipient filled in from the account where left out. */
export interface BookAddress {
  name: string;
  /** Null when neither the address nor the account has a mobile number. */
  mobile: string | null;
  address: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
}

/** The address book as checkout reads it; only the owner's own entries are found. */
@Injectable()
export class DeliveryAddresses {
  constructor(private readonly em: EntityManager) {}

  /**
   * The chosen entry, or with no choice the default one (null when there is none). An entry that is not
   * the caller's answers 404, like any address of someone else's.
   */
  async forOrder(userId: string, addressId?: string): Promise<BookAddress | null> {
    const where = addressId ? { id: addressId, user: userId } : { user: userId, isDefault: true };
    const found = await this.em.findOne(Address, where, { populate: ['user'] });
    if (!found) {
      if (addressId) throw new NotFound(AddressMessage.notFound);
      return null;
    }
    const user = found.user as User;
    return {
      name: found.name || `${user.firstName} ${user.lastName}`.trim(),
      mobile: found.mobile || user.phoneNumber || null,
      address: found.address,
      city: found.city,
      state: found.state,
      country: found.country,
      pincode: found.zipCode,
    };
  }
}
