import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInput, type AuthenticatedUser } from '@nidra/api/core';
import { awaitsPayment, ItemStatus, OrderMessage, ReturnMessage, ReturnStatus, RETURNS_UNDER_WAY, statusChange } from '@nidra/shared/contracts';
import type { Order } from '../model/order.entity';
import type { OrderItem } from '../model/order-item.entity';
import { ItemReturn } from '../model/return.entity';

/**
 * The items' moves the caller's role and the order's state allow, each from its status now; an item already
 * at its new status moves nowhere. A shopper moves nothing out of Delivered or Cancelled; nothing moves while
 * the order waits for its payment (it is cancelled whole); a returned item waits for its return; a revived
 * item must be one whose money was not refunded and whose product still exists.
 */
export async function itemMoves(
  em: EntityManager,
  order: Order,
  moves: ReadonlyArray<{ item: OrderItem; to: ItemStatus }>,
  by: AuthenticatedUser,
): Promise<Array<{ item: OrderItem; from: ItemStatus; to: ItemStatus }>> {
  const allowed = [];
  for (const { item, to } of moves) {
    if (statusChange(by.role, item.status, to) === 'not-from-here') {
      throw new InvalidInput(item.status === ItemStatus.Delivered ? OrderMessage.deliveredItem : OrderMessage.alreadyCancelled);
    }
    if (awaitsPayment(order.paymentStatus)) throw new InvalidInput(OrderMessage.unpaidItem);
    if (item.status === to) continue;
    await refuseReturned(em, item);
    if (item.status === ItemStatus.Cancelled) {
      if (isPaidOnline(order)) throw new InvalidInput(OrderMessage.refundedItem);
      if (!item.productId) throw new InvalidInput(OrderMessage.productGone(item.productName));
    }
    allowed.push({ item, from: item.status, to });
  }
  return allowed;
}

/** Paid through Razorpay (some or all of it refunded since, maybe): cancelled lines got their money back. */
function isPaidOnline(order: Order): boolean {
  return order.razorpayPaymentId !== null && (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded');
}

/**
 * A return settles its item's money and units itself: while one is under way the item's status waits for
 * it, and once refunded the item stays as it is, its units back in stock for good.
 */
async function refuseReturned(em: EntityManager, item: OrderItem): Promise<void> {
  const returned = await em.findOne(ItemReturn, { item: item.id, status: { $in: [...RETURNS_UNDER_WAY, ReturnStatus.Refunded] } }, { fields: ['status'] });
  if (returned) throw new InvalidInput(returned.status === ReturnStatus.Refunded ? ReturnMessage.returnedItem : ReturnMessage.underWay);
}
