import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { NotFound } from '@nidra/api/core';
import { AddressMessage, type AddressFields, type AddressRecipient } from '@nidra/shared/contracts';
import { Address } from './address.entity';

/** A person's addresses; nobody else's are visible or reachable (they answer 404). */
@Injectable()
export class AddressesService {
  constructor(private readonly em: EntityManager) {}

  list(userId: string): Promise<Address[]> {
    return this.em.find(Address, { user: userId }, { orderBy: { isDefault: 'desc', created: 'desc' } });
  }

  async get(userId: string, id: string): Promise<Address> {
    const address = await this.em.findOne(Address, { id, user: userId });
    if (!address) throw new NotFound(AddressMessage.notFound);
    return address;
  }

  add(userId: string, fields: AddressFields & AddressRecipient): Promise<Address> {
    return this.em.transactional(async (em) => {
      const address = em.create(Address, { ...fields, isDefault: fields.isDefault ?? false, user: userId });
      if (address.isDefault) await this.clearDefault(em, userId, address.id);
      await em.flush();
      return address;
    });
  }

  update(userId: string, id: string, fields: AddressFields & AddressRecipient): Promise<Address> {
    return this.em.transactional(async (em) => {
      const address = await em.findOne(Address, { id, user: userId });
      if (!address) throw new NotFound(AddressMessage.notFound);
      em.assign(address, { ...fields, isDefault: fields.isDefault ?? address.isDefault });
      if (address.isDefault) await this.clearDefault(em, userId, address.id);
      await em.flush();
      return address;
    });
  }

  async remove(userId: string, id: string): Promise<Address> {
    const address = await this.get(userId, id);
    await this.em.remove(address).flush();
    return address;
  }

  /** One default per person: choosing a new one unsets the old in the same transaction. */
  private async clearDefault(em: EntityManager, userId: string, keepId: string): Promise<void> {
    await em.nativeUpdate(Address, { user: userId, isDefault: true, id: { $ne: keepId } }, { isDefault: false });
  }
}
