import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { InvalidInput, lockAndLoad, MailService, NotFound, type AuthenticatedUser } from '@nidra/api/core';
import { ProductLookup } from '@nidra/api/catalog';
import {
  formatIndianDate,
  isReturnOpen,
  ItemStatus,
  OrderMessage,
  ReturnMessage,
  ReturnStatus,
  Role,
  trialEndsAt,
  type BankDetails,
  type ReturnReason,
  type ShipmentDto,
  type ShipmentPackage,
} from '@nidra/shared/contracts';
import { OrderLifecycle } from '../lifecycle/order-lifecycle';
import { Order } from '../model/order.entity';
import { ItemReturn } from '../model/return.entity';
import { ShippingService } from '../shipping/shipping.service';

/** A shopper's return request, as validated. */
export interface ReturnAsked {
  orderId: string;
  itemId: string;
  reason: ReturnReason;
  note?: string;
  bank?: BankDetails;
}

/** A step of a return, as validated: each status brings what it needs. */
export interface ReturnStep {
  status: ReturnStatus;
  pickupDate?: string;
  reason?: string;
}

const NEWEST_FIRST = { created: 'desc', id: 'desc' } as const;

/**
 * The 100-night return. Every change is one transaction under the order's row lock (the order is what a
 * return, a status change and a cancellation all change), so two clicks act one after the other.
 */
@Injectable()
export class ReturnsService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly products: ProductLookup,
    private readonly lifecycle: OrderLifecycle,
    private readonly shipping: ShippingService,
  ) {}

  private readonly logger = new Logger('Returns');

  /**
   * The order's owner asks to return a Delivered item within its 100 nights, once while a return of it is
   * open. A cash-on-delivery order is refunded by bank transfer, so it needs the account.
   */
  async request(caller: AuthenticatedUser, asked: ReturnAsked, now: Date = new Date()): Promise<ItemReturn> {
    try {
      return await this.em.transactional(async (em) => {
        const order = await lockAndLoad(em, Order, asked.orderId, { userId: caller.id }, { populate: ['items'] });
        if (!order) throw new NotFound(OrderMessage.notFound);
        const item = order.items.getItems().find((candidate) => candidate.id === asked.itemId);
        if (!item) throw new NotFound(OrderMessage.itemNotFound);
        if (item.status !== ItemStatus.Delivered) throw new InvalidInput(ReturnMessage.notDelivered);
        const ends = trialEndsAt(item.deliveredAt ?? item.updated);
        if (now > ends) throw new InvalidInput(ReturnMessage.trialEnded(formatIndianDate(ends)));
        const before = (await em.find(ItemReturn, { item: item.id })).find((earlier) => isReturnOpen(earlier.status));
        if (before) throw new InvalidInput(before.status === ReturnStatus.Refunded ? ReturnMessage.alreadyReturned : ReturnMessage.alreadyOpen);
        const byTransfer = order.paymentMethod === 'cod';
        if (byTransfer && !asked.bank) throw new InvalidInput(ReturnMessage.bankRequired);

        const created = em.create(ItemReturn, {
          order,
          item,
          userId: caller.id,
          reason: asked.reason,
          note: asked.note || null,
          amountPaise: item.totalPaise + item.taxPaise,
          // An order paid online is refunded to its payment: no account is kept for it.
          ...(byTransfer && asked.bank
            ? { bankAccountName: asked.bank.accountName, bankAccountNumber: asked.bank.accountNumber, bankIfsc: asked.bank.ifsc }
            : {}),
        });
        await em.flush();
        return created;
      });
    } catch (error) {
      // Two requests that both passed the check before either committed: the partial unique index decides.
      if (error instanceof UniqueConstraintViolationException) throw new InvalidInput(ReturnMessage.alreadyOpen);
      throw error;
    }
  }

  /** The caller's own returns, newest first (one statement). */
  mine(userId: string): Promise<ItemReturn[]> {
    return this.em.find(ItemReturn, { userId }, { populate: ['item'], orderBy: NEWEST_FIRST });
  }

  /** Every return for an administrator; for a merchant, those of their brand's products (two statements). */
  async all(caller: AuthenticatedUser): Promise<ItemReturn[]> {
    if (caller.role === Role.Admin) return this.em.find(ItemReturn, {}, { populate: ['item'], orderBy: NEWEST_FIRST });
    const ids = await this.merchantProducts(caller);
    if (ids.length === 0) return [];
    return this.em.find(ItemReturn, { item: { productId: { $in: ids } } }, { populate: ['item'], orderBy: NEWEST_FIRST });
  }

  /**
   * Moves a return one step: Requested → Approved (a pickup date, today or later) or Rejected (a reason);
   * Approved → Received, its units back in stock; Received → Refunded, with a credit note and the money back.
   * A merchant acts on their brand's returns only; anyone else's is as if it did not exist.
   */
  async move(caller: AuthenticatedUser, id: string, step: ReturnStep, now: Date = new Date()): Promise<ItemReturn> {
    const { order, found } = await this.em.transactional(async (em) => {
      const locked = await this.managed(em, caller, id);
      await this.lifecycle.moveReturn(em, locked.order, locked.found, step.status, step, now);
      return locked;
    });
    this.mail.deliverSoon();
    // An approved return is picked up by the courier when one is connected and the item came through it;
    // should booking fail, the return stays approved and staff book the pickup again.
    if (step.status === ReturnStatus.Approved && this.shipping.connected) {
      await this.shipping.bookReturnPickup(found, order).catch((error: unknown) => this.logger.warn({ err: error }, `The pickup of return ${found.id} was not booked`));
    }
    return found;
  }

  /** Books the courier's pickup of an approved return (again), in the package given or the one its item came in. */
  async pickup(caller: AuthenticatedUser, id: string, parcel?: ShipmentPackage): Promise<ShipmentDto> {
    const { order, found } = await this.managed(this.em.fork(), caller, id);
    return this.shipping.bookReturnPickup(found, order, parcel);
  }

  /** The return and its order, locked in `em`'s transaction (read otherwise), for its administrator or merchant. */
  private async managed(em: EntityManager, caller: AuthenticatedUser, id: string): Promise<{ order: Order; found: ItemReturn }> {
    const [row] = await em.execute<Array<{ order_id: string; product_id: string | null }>>(
      'SELECT r.order_id, i.product_id FROM returns r JOIN order_items i ON i.id = r.item_id WHERE r.id = ?',
      [id],
    );
    if (!row) throw new NotFound(ReturnMessage.notFound);
    if (caller.role !== Role.Admin && !(row.product_id && (await this.sellsProduct(caller, row.product_id)))) {
      throw new NotFound(ReturnMessage.notFound);
    }
    const order = await lockAndLoad(em, Order, row.order_id, {}, { populate: ['items'] });
    const found = await lockAndLoad(em, ItemReturn, id, {}, { populate: ['item'] });
    if (!order || !found) throw new NotFound(ReturnMessage.notFound);
    return { order, found };
  }

  /** Whether the caller is the merchant whose brand the product is. */
  private async sellsProduct(caller: AuthenticatedUser, productId: string): Promise<boolean> {
    if (caller.role !== Role.Merchant || !caller.merchantId) return false;
    return (await this.products.ownedBy(caller.merchantId, [productId])).has(productId);
  }

  private async merchantProducts(caller: AuthenticatedUser): Promise<string[]> {
    return caller.role === Role.Merchant && caller.merchantId ? this.products.idsOfMerchant(caller.merchantId) : [];
  }
}
