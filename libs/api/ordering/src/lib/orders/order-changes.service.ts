import { createHash } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  AppConfig,
  Forbidden,
  InvalidInput,
  lockAndLoad,
  MailService,
  type MailContent,
  NotFound,
  ServiceUnavailable,
  type AuthenticatedUser,
} from '@nidra/api/core';
import {
  awaitsPayment,
  canCancelOrder,
  CheckoutMessage,
  formatIndianDate,
  ItemStatus,
  maySetStatus,
  OrderMessage,
  RETURNS_UNDER_WAY,
  ReturnMessage,
  ReturnStatus,
  Role,
  statusChange,
  trialEndsAt,
} from '@nidra/shared/contracts';
import { UsersService } from '@nidra/api/identity';
import { GatewayUnavailable, RazorpayGateway } from '../payments/razorpay.gateway';
import { itemDeliveredEmail, itemShippedEmail, itemsCancelledEmail } from './order.emails';
import { Order } from './order.entity';
import { OrderItem } from './order-item.entity';
import { HeldStock } from './held-stock';
import { InvoicesService } from '@nidra/api/invoicing';
import { invoiceLines } from './invoice-subject';
import { LISTED } from './orders.service';
import { ItemReturn } from '../returns/return.entity';
import { SalesRollup } from '../insight/sales-rollup';


/**
 * Changes to a placed order: an item's status (with what it moves: stock, a credit note, a refund for an
 * order paid online, the buyer's email), and cancelling the whole order.
 */
@Injectable()
export class OrderChangesService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly stock: HeldStock,
    private readonly gateway: RazorpayGateway,
    private readonly users: UsersService,
    private readonly invoices: InvoicesService,
    private readonly rollup: SalesRollup,
  ) {}

  /**
   * Sets one item's status: a role that may not make the change at all is refused
   * first (403), then someone else's order or item (404), then a change the item's state rules out (400).
   * Cancelling puts the quantity back in stock; an administrator reviving a cancelled item takes it again.
   */
  async setItemStatus(
    caller: AuthenticatedUser,
    itemId: string,
    change: { orderId: string; cartId?: string; status: ItemStatus; courier?: string; trackingNumber?: string },
  ): Promise<{ order: Order; orderCancelled: boolean }> {
    if (!maySetStatus(caller.role, change.status)) {
      throw new Forbidden(OrderMessage.onlyCancel);
    }
    const tracking = change.courier !== undefined || change.trackingNumber !== undefined;
    if (tracking && change.status !== ItemStatus.Shipped) throw new InvalidInput(CheckoutMessage.trackingOnlyShipped);
    const changed = await this.em.transactional(async (em) => {
      const order = await this.lockOrder(em, change.orderId, caller);
      if (change.cartId && order.cart.id !== change.cartId) throw new NotFound(OrderMessage.itemNotFound);
      const item = order.items.getItems().find((candidate) => candidate.id === itemId);
      if (!item) throw new NotFound(OrderMessage.itemNotFound);

      const from = item.status;
      if (statusChange(caller.role, from, change.status) === 'not-from-here') {
        throw new InvalidInput(from === ItemStatus.Delivered ? OrderMessage.deliveredItem : OrderMessage.alreadyCancelled);
      }
      if (awaitsPayment(order.paymentStatus)) throw new InvalidInput(OrderMessage.unpaidItem);
      if (from !== change.status) await refuseReturned(em, item);
      if (tracking) {
        item.courier = change.courier || item.courier;
        item.trackingNumber = change.trackingNumber || item.trackingNumber;
      }
      if (from === change.status) {
        await em.flush();
        return { order, orderCancelled: allCancelled(order) };
      }
      const before = this.rollup.contribution(order);
      let refunded = 0;
      if (change.status === ItemStatus.Cancelled) {
        await this.stock.release(em, [item]);
        refunded = this.refundCancelled(order, await this.invoices.uncredited(em, order.id, [item]));
      } else if (from === ItemStatus.Cancelled) {
        // Reviving a cancelled item takes its units again, if they are still there; a refunded one stays gone.
        if (isPaidOnline(order)) throw new InvalidInput(OrderMessage.refundedItem);
        if (!item.productId) throw new InvalidInput(OrderMessage.productGone(item.productName));
        await this.stock.take(em, [item], item.productName);
      }
      item.status = change.status;
      // The 100-night trial counts from delivery; an item moved back is no longer delivered.
      item.deliveredAt = change.status === ItemStatus.Delivered ? new Date() : null;
      await this.tellBuyer(em, order, this.statusEmail(caller, order, item, refunded));
      await this.refundNow(order, [item], refunded);
      // The day's sales and the credit note last: their rows stay locked until the commit, not through Razorpay's answer.
      await this.rollup.record(em, before, order);
      if (change.status === ItemStatus.Cancelled) await this.invoices.creditNote(em, order.id, invoiceLines([item]), 'cancelled');
      await em.flush();
      return { order, orderCancelled: allCancelled(order) };
    });
    this.mail.deliverSoon();
    return changed;
  }

  /** The email a new item status sends its buyer, if it sends one. */
  private statusEmail(
    caller: AuthenticatedUser,
    order: Order,
    item: OrderItem,
    refundedPaise: number,
  ): ((to: string, firstName: string) => MailContent) | null {
    const url = this.config.publicUrl;
    switch (item.status) {
      case ItemStatus.Shipped:
        return (to, firstName) => itemShippedEmail(to, firstName, order.id, item, url);
      case ItemStatus.Delivered:
        return (to, firstName) => itemDeliveredEmail(to, firstName, order.id, item, formatIndianDate(trialEndsAt(item.deliveredAt ?? new Date())), url);
      case ItemStatus.Cancelled:
        return (to, firstName) => itemsCancelledEmail(to, firstName, order.id, [item], cancelledBy(caller, order), url, refundedPaise / 100);
      default:
        return null;
    }
  }

  /** Queues an email to the order's buyer in the change's transaction; an order never confirmed sends none. */
  private async tellBuyer(em: EntityManager, order: Order, email: ((to: string, firstName: string) => MailContent) | null): Promise<void> {
    if (!email || !LISTED.includes(order.paymentStatus)) return;
    const buyer = await this.users.contact(order.userId);
    if (buyer) this.mail.queue(em, email(buyer.email, buyer.firstName));
  }

  /**
   * Cancels every item of an order while none is Delivered, and puts back the units they still hold. An
   * order still waiting for its payment is cancelled too: a payment that arrives afterwards is refunded in
   * full, which the answer tells the shopper.
   */
  async cancel(id: string, caller: AuthenticatedUser): Promise<Order> {
    const cancelled = await this.em.transactional(async (em) => {
      const order = await this.lockOrder(em, id, caller);
      const items = order.items.getItems();
      if (!canCancelOrder(items.map((item) => item.status))) throw new InvalidInput(OrderMessage.deliveredOrder);
      const live = items.filter((item) => item.status !== ItemStatus.Cancelled);
      const before = this.rollup.contribution(order);
      await this.stock.release(em, live);
      const refunded = this.refundCancelled(order, await this.invoices.uncredited(em, order.id, live));
      for (const item of live) item.status = ItemStatus.Cancelled;
      if (live.length) {
        const url = this.config.publicUrl;
        await this.tellBuyer(em, order, (to, firstName) =>
          itemsCancelledEmail(to, firstName, order.id, live, cancelledBy(caller, order), url, refunded / 100),
        );
      }
      await this.refundNow(order, live, refunded);
      await this.rollup.record(em, before, order);
      await this.invoices.creditNote(em, order.id, invoiceLines(live), 'cancelled');
      await em.flush();
      return order;
    });
    this.mail.deliverSoon();
    return cancelled;
  }

  /**
   * What cancelling these lines gives back when the order was paid online: the value with tax of those no
   * credit note has given back yet (a line refunded by its return was paid back then).
   */
  private refundCancelled(order: Order, uncredited: OrderItem[]): number {
    if (order.paymentStatus !== 'paid' || !order.razorpayPaymentId) return 0;
    return uncredited.reduce((sum, item) => sum + item.totalPaise + item.taxPaise, 0);
  }

  /**
   * Refunds cancelled lines of an order paid online, last in the cancelling transaction: Razorpay refusing
   * cancels nothing. The refund is named by its lines, so a retry after the transaction failed never pays
   * twice. An order with nothing left to send is refunded in all.
   */
  private async refundNow(order: Order, items: OrderItem[], amountPaise: number): Promise<void> {
    if (!amountPaise || !order.razorpayPaymentId) return;
    // Nothing of it is left to send: all of the money went back.
    if (allCancelled(order)) order.paymentStatus = 'refunded';
    const lines = createHash('sha256').update(items.map((item) => item.id).sort().join(',')).digest('hex').slice(0, 32);
    try {
      await this.gateway.refund(order.razorpayPaymentId, amountPaise, `cancel-${lines}`);
    } catch (error) {
      if (error instanceof GatewayUnavailable) throw new ServiceUnavailable(OrderMessage.refundUnavailable);
      throw error;
    }
  }

  /** Locks an order for a status change and loads it fresh; someone else's is as if it did not exist. */
  private async lockOrder(em: EntityManager, id: string, caller: AuthenticatedUser): Promise<Order> {
    const order = await lockAndLoad(em, Order, id, caller.role === Role.Admin ? {} : { userId: caller.id }, { populate: ['items'] });
    if (!order) throw new NotFound(OrderMessage.notFound);
    return order;
  }
}

/**
 * A return settles its item's money and units itself: while one is under way the item's status waits for
 * it, and once refunded the item stays as it is, its units back in stock for good.
 */
async function refuseReturned(em: EntityManager, item: OrderItem): Promise<void> {
  const returned = await em.findOne(ItemReturn, { item: item.id, status: { $in: [...RETURNS_UNDER_WAY, ReturnStatus.Refunded] } }, { fields: ['status'] });
  if (returned) throw new InvalidInput(returned.status === ReturnStatus.Refunded ? ReturnMessage.returnedItem : ReturnMessage.underWay);
}

/** Who a cancellation email says cancelled: the buyer themselves, or the shop. */
function cancelledBy(caller: AuthenticatedUser, order: Order): 'shop' | 'shopper' {
  return caller.id === order.userId ? 'shopper' : 'shop';
}

/** Paid through Razorpay (some or all of it refunded since, maybe): cancelled lines got their money back. */
function isPaidOnline(order: Order): boolean {
  return order.razorpayPaymentId !== null && (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded');
}

function allCancelled(order: Order): boolean {
  return order.items.getItems().every((item) => item.status === ItemStatus.Cancelled);
}
