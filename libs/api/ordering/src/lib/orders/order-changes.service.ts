import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Forbidden, InvalidInput, lockAndLoad, MailService, NotFound, type AuthenticatedUser } from '@nidra/api/core';
import { canCancelOrder, CheckoutMessage, ItemStatus, maySetStatus, OrderMessage, Role } from '@nidra/shared/contracts';
import { ShipmentsService } from '@nidra/api/fulfilment';
import { OrderLifecycle } from '../lifecycle/order-lifecycle';
import { Order } from '../model/order.entity';

/** Changes to a placed order asked for through the API: an item's status, and cancelling the whole order. */
@Injectable()
export class OrderChangesService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly lifecycle: OrderLifecycle,
    private readonly shipments: ShipmentsService,
  ) {}

  /**
   * Sets one item's status: a role that may not make the change at all is refused first (403), then
   * someone else's order or item (404), then a change the order's state rules out (400).
   */
  async setItemStatus(
    caller: AuthenticatedUser,
    itemId: string,
    change: { orderId: string; cartId?: string; status: ItemStatus; courier?: string; trackingNumber?: string },
  ): Promise<{ order: Order; orderCancelled: boolean }> {
    if (!maySetStatus(caller.role, change.status)) throw new Forbidden(OrderMessage.onlyCancel);
    const tracking = change.courier !== undefined || change.trackingNumber !== undefined;
    if (tracking && change.status !== ItemStatus.Shipped) throw new InvalidInput(CheckoutMessage.trackingOnlyShipped);
    const changed = await this.em.transactional(async (em) => {
      const order = await this.lockOrder(em, change.orderId, caller);
      if (change.cartId && order.cart.id !== change.cartId) throw new NotFound(OrderMessage.itemNotFound);
      const item = order.items.getItems().find((candidate) => candidate.id === itemId);
      if (!item) throw new NotFound(OrderMessage.itemNotFound);
      await this.lifecycle.moveItems(em, order, [{ item, to: change.status }], caller, tracking ? change : undefined);
      return { order, orderCancelled: allCancelled(order) };
    });
    this.mail.deliverSoon();
    // A move by hand of an item riding with the courier is kept beside the courier's own scans.
    if (caller.role === Role.Admin) await this.shipments.noteByHand(itemId, change.status, caller.firstName || 'an administrator');
    return changed;
  }

  /** Cancels every item of an order while none is Delivered. */
  async cancel(id: string, caller: AuthenticatedUser): Promise<Order> {
    const cancelled = await this.em.transactional(async (em) => {
      const order = await this.lockOrder(em, id, caller);
      if (!canCancelOrder(order.items.getItems().map((item) => item.status))) throw new InvalidInput(OrderMessage.deliveredOrder);
      await this.lifecycle.cancel(em, order, caller);
      return order;
    });
    this.mail.deliverSoon();
    return cancelled;
  }

  /** Locks an order for a change and loads it fresh; someone else's is as if it did not exist. */
  private async lockOrder(em: EntityManager, id: string, caller: AuthenticatedUser): Promise<Order> {
    const order = await lockAndLoad(em, Order, id, caller.role === Role.Admin ? {} : { userId: caller.id }, { populate: ['items'] });
    if (!order) throw new NotFound(OrderMessage.notFound);
    return order;
  }
}

function allCancelled(order: Order): boolean {
  return order.items.getItems().every((item) => item.status === ItemStatus.Cancelled);
}
