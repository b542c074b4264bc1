import { createHash } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppConfig, InvalidInput, MailService, ServiceUnavailable, type AuthenticatedUser } from '@nidra/api/core';
import { StockService, type LineToReserve } from '@nidra/api/catalog';
import { UsersService } from '@nidra/api/identity';
import { INVOICE_ATTACHMENT, InvoicesService, type DraftInvoice } from '@nidra/api/invoicing';
import {
  awaitsPayment,
  canMoveReturn,
  formatIndianDate,
  indianToday,
  isPlaced,
  ItemStatus,
  maskAccountNumber,
  OrderMessage,
  ReturnMessage,
  ReturnStatus,
  RETURNS_UNDER_WAY,
  statusChange,
  trialEndsAt,
  type PaymentStatus,
} from '@nidra/shared/contracts';
import { SalesRollup, type Contribution } from '../insight/sales-rollup';
import { HeldStock } from './held-stock';
import { invoiceLines, invoiceSubject } from '../model/invoice-subject';
import {
  itemDeliveredEmail,
  itemsCancelledEmail,
  itemShippedEmail,
  orderConfirmationEmail,
  paymentRefundedEmail,
  refundIssuedEmail,
  type UnappliedPayment,
} from '../model/order.emails';
import type { Order } from '../model/order.entity';
import type { OrderItem } from '../model/order-item.entity';
import { toOrderDto } from '../model/order.mapper';
import { GatewayUnavailable, RazorpayGateway } from '../razorpay/razorpay.gateway';
import { ItemReturn } from '../model/return.entity';
import { inOrder, ITEM_MOVES, mayMovePayment, PAYMENT_MOVES, RETURN_MOVES, REVIVAL, UNAPPLIED_PAYMENT, type Effect, type PaymentState } from './order-moves';

/** Who the emails of a move go to. */
export interface Buyer {
  email: string;
  firstName: string;
}

/** A captured payment, as Razorpay reported it. */
export interface CapturedPayment {
  id: string;
  /** In paise. */
  amount: number;
}

/** How a refusal names a cart line whose product has gone. */
export const IN_CART = 'A product in your cart';

/** One order's part in a move: what moves, and what its effects found out on the way. */
interface Step {
  order: Order;
  from: PaymentState;
  to?: PaymentStatus;
  items: Array<{ item: OrderItem; from: ItemStatus; to: ItemStatus }>;
  returned?: { found: ItemReturn; to: ReturnStatus };
  /** Who asked; null when the shop moves the order itself (a payment, the time to pay running out). */
  by: AuthenticatedUser | null;
  payment?: CapturedPayment;
  unapplied?: UnappliedPayment;
  reservation?: LineToReserve[];
  /** Items given a courier and tracking number, with them (moved to Shipped, or Shipped already). */
  tracking?: { items: OrderItem[]; courier?: string; trackingNumber?: string };
  /** A return approved for pickup on this date, or rejected for this reason. */
  returnDetails?: { pickupDate?: string; reason?: string };
  dueAt?: Date;
  now: Date;
  buyer?: Buyer | null;
  before: Contribution | null;
  refundedPaise: number;
  /** The unapplied payment went back now (not by an earlier arrival of it). */
  gaveBack?: boolean;
  invoice?: DraftInvoice;
  invoiceNumber?: string;
}

/** What a move did that its caller answers with. */
export interface Moved {
  invoiceNumber?: string;
  refundedPaise: number;
}

/**
 * The one way an order, its items and its returns change. Each move is checked against its table in
 * `order-moves.ts` and brings the effects registered there, run here once, in their order, in the caller's
 * transaction (the order locked by the caller); emails are queued in the outbox with it and sent after the
 * commit. Nothing else calls stock, invoices, refunds, the roll-up or the order emails for a move.
 */
@Injectable()
export class OrderLifecycle {
  constructor(
    private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly held: HeldStock,
    private readonly stock: StockService,
    private readonly gateway: RazorpayGateway,
    private readonly users: UsersService,
    private readonly invoices: InvoicesService,
    private readonly rollup: SalesRollup,
  ) {}

  /**
   * A new order, its rows created but not written: reserved at its cart's prices (a changed price or a
   * short line refuses it all), then confirmed at once for cash on delivery or left waiting for its payment.
   */
  async place(em: EntityManager, order: Order, buyer: Buyer, reservation: LineToReserve[]): Promise<Moved> {
    const to: PaymentStatus = order.paymentMethod === 'cod' ? 'cod' : 'pending';
    return this.run(em, [{ ...this.step(order, null), from: 'new', to, buyer, reservation, before: null }]);
  }

  /**
   * Moves the order's payment: confirmed by a captured payment, expired when the time to pay runs out,
   * pending again when placed anew. A late payment whose units are gone refunds it whole instead, every
   * item cancelled.
   */
  async pay(em: EntityManager, order: Order, to: PaymentStatus, details: { payment?: CapturedPayment; dueAt?: Date } = {}): Promise<Moved> {
    if (to === 'refunded' && order.paymentStatus === 'expired') {
      const items = order.items.getItems().filter(isLive).map((item) => ({ item, from: item.status, to: ItemStatus.Cancelled }));
      return this.run(em, [{ ...this.step(order, null), to, items, ...details, unapplied: 'sold-out' }]);
    }
    return this.run(em, [{ ...this.step(order, null), to, ...details }]);
  }

  /** Lets go of the stock of orders whose time to pay ran out, all at once. */
  async expire(em: EntityManager, orders: Order[]): Promise<void> {
    await this.run(em, orders.map((order) => ({ ...this.step(order, null), to: 'expired' as const })));
  }

  /**
   * Gives back whole a captured payment that cannot be applied to its order, once however often it
   * arrives (Checkout and the webhook both bring it), and tells the buyer why.
   */
  async giveBack(em: EntityManager, order: Order, payment: CapturedPayment, reason: UnappliedPayment): Promise<void> {
    await this.run(em, [{ ...this.step(order, null), payment, unapplied: reason }], UNAPPLIED_PAYMENT);
  }

  /**
   * Moves items of a placed order to a status, as the caller's role allows: nothing moves out of Delivered
   * or Cancelled for a shopper, nothing moves while the order waits for its payment (it is cancelled whole),
   * and a returned item waits for its return. With Shipped, the courier and tracking number are kept.
   */
  async moveItems(
    em: EntityManager,
    order: Order,
    moves: Array<{ item: OrderItem; to: ItemStatus }>,
    by: AuthenticatedUser,
    tracking?: { courier?: string; trackingNumber?: string },
  ): Promise<Moved> {
    const items = [];
    const tracked = moves.filter((move) => move.to === ItemStatus.Shipped).map((move) => move.item);
    for (const { item, to } of moves) {
      if (statusChange(by.role, item.status, to) === 'not-from-here') {
        throw new InvalidInput(item.status === ItemStatus.Delivered ? OrderMessage.deliveredItem : OrderMessage.alreadyCancelled);
      }
      if (awaitsPayment(order.paymentStatus)) throw new InvalidInput(OrderMessage.unpaidItem);
      if (item.status === to) continue;
      await refuseReturned(em, item);
      if (item.status === ItemStatus.Cancelled) {
        // A revived item takes its units again, if they are still there; a refunded one stays gone.
        if (isPaidOnline(order)) throw new InvalidInput(OrderMessage.refundedItem);
        if (!item.productId) throw new InvalidInput(OrderMessage.productGone(item.productName));
      }
      items.push({ item, from: item.status, to });
    }
    return this.run(em, [{ ...this.step(order, by), items, tracking: tracking && { ...tracking, items: tracked } }]);
  }

  /** Cancels every item still live, the order waiting for its payment included. */
  async cancel(em: EntityManager, order: Order, by: AuthenticatedUser): Promise<Moved> {
    const items = order.items.getItems().filter(isLive).map((item) => ({ item, from: item.status, to: ItemStatus.Cancelled }));
    return this.run(em, [{ ...this.step(order, by), items }]);
  }

  /**
   * Moves a return a step, as its table allows: approved for a pickup from today on, or rejected with a
   * reason; received, its units come back; refunded, its money, told and credited.
   */
  async moveReturn(
    em: EntityManager,
    order: Order,
    found: ItemReturn,
    to: ReturnStatus,
    details: { pickupDate?: string; reason?: string } = {},
    now: Date = new Date(),
  ): Promise<void> {
    if (!canMoveReturn(found.status, to)) throw new InvalidInput(ReturnMessage.transitionRefused(found.status, to));
    if (to === ReturnStatus.Approved && (details.pickupDate ?? '') < indianToday(now)) throw new InvalidInput(ReturnMessage.pickupDatePast);
    if (to === ReturnStatus.Refunded && !found.bankAccountNumber && !(order.paymentMethod === 'razorpay' && order.razorpayPaymentId)) {
      throw new InvalidInput(ReturnMessage.notRefundable);
    }
    await this.run(em, [{ ...this.step(order, null), now, returned: { found, to }, returnDetails: details }]);
  }

  private step(order: Order, by: AuthenticatedUser | null): Step {
    return { order, from: order.paymentStatus, items: [], by, now: new Date(), before: this.rollup.contribution(order), refundedPaise: 0 };
  }

  /** Runs the effects the steps' moves have, each once, in their order; the statuses change after the stock. */
  private async run(em: EntityManager, steps: Step[], extra: readonly Effect[] = []): Promise<Moved> {
    const tables = steps.flatMap((step) => [
      ...(step.to !== undefined ? [this.paymentEffects(step)] : []),
      ...step.items.map(({ from, to }) => (from === ItemStatus.Cancelled ? [...REVIVAL, ...ITEM_MOVES[to]] : ITEM_MOVES[to])),
      ...(step.returned ? [RETURN_MOVES[step.returned.to] ?? []] : []),
    ]);
    let applied = false;
    for (const effect of inOrder(extra, ...tables)) {
      if (!applied && effect !== 'take-stock' && effect !== 'release-stock') {
        steps.forEach(apply);
        applied = true;
      }
      await this.effects[effect](em, steps);
    }
    if (!applied) steps.forEach(apply);
    const [first] = steps;
    return { invoiceNumber: first?.invoiceNumber, refundedPaise: first?.refundedPaise ?? 0 };
  }

  private paymentEffects(step: Step): readonly Effect[] {
    const to = step.to as PaymentStatus;
    if (step.from === to) return [];
    if (!mayMovePayment(step.from, to)) throw new Error(`An order's payment does not move from ${step.from} to ${to}`);
    return PAYMENT_MOVES[step.from][to] ?? [];
  }

  /** Each effect, registered once. */
  private readonly effects: Record<Effect, (em: EntityManager, steps: Step[]) => Promise<void>> = {
    'take-stock': async (em, steps) => {
      for (const step of steps) {
        const revived = step.items.filter((moved) => moved.from === ItemStatus.Cancelled).map((moved) => moved.item);
        for (const item of revived) await this.held.take(em, [item], item.productName);
        if (step.to === 'pending' || step.to === 'paid') await this.held.take(em, step.order.items.getItems().filter(isLive), 'An item of this order');
      }
    },
    'release-stock': async (em, steps) => {
      await this.held.release(
        em,
        steps.flatMap((step) => [
          ...(step.to === 'expired' ? step.order.items.getItems() : []),
          ...step.items.filter((moved) => moved.to === ItemStatus.Cancelled).map((moved) => moved.item),
          ...(step.returned?.to === ReturnStatus.Received ? [step.returned.found.item as OrderItem] : []),
        ]),
      );
    },
    'refund-lines': async (em, steps) => {
      for (const step of steps) {
        const { order } = step;
        if (step.from !== 'paid' || !order.razorpayPaymentId) continue;
        const cancelled = step.items.filter((moved) => moved.to === ItemStatus.Cancelled).map((moved) => moved.item);
        // A line a credit note gave back already (its return refunded it) was paid back then.
        const owed = await this.invoices.uncredited(em, order.id, cancelled);
        step.refundedPaise = owed.reduce((sum, item) => sum + item.totalPaise + item.taxPaise, 0);
        if (!step.refundedPaise) continue;
        // Nothing of it is left to send: all of the money went back.
        if (order.items.getItems().every((item) => !isLive(item))) order.paymentStatus = 'refunded';
        const lines = createHash('sha256').update(cancelled.map((item) => item.id).sort().join(',')).digest('hex').slice(0, 32);
        await this.refund(order.razorpayPaymentId, step.refundedPaise, `cancel-${lines}`, OrderMessage.refundUnavailable);
      }
    },
    'refund-return': async (_em, steps) => {
      for (const step of steps) {
        const found = step.returned?.found;
        if (!found) continue;
        found.refundedAt = step.now;
        // Cash on delivery is paid back by bank transfer; an online payment through Razorpay.
        if (found.bankAccountNumber) continue;
        found.refundId = await this.refund(step.order.razorpayPaymentId as string, found.amountPaise, `return-${found.id}`, ReturnMessage.refundUnavailable);
      }
    },
    'refund-payment': async (em, steps) => {
      for (const step of steps) {
        const payment = step.payment as CapturedPayment;
        const [fresh] = await em.execute<Array<{ id: string }>>(
          'INSERT INTO payment_events (id, event) VALUES (?, ?) ON CONFLICT (id) DO NOTHING RETURNING id',
          [refundEventId(payment.id), `${REFUND_EVENT}${step.unapplied}`],
        );
        if (!fresh) continue;
        await this.gateway.refund(payment.id, payment.amount, `whole-${payment.id}`);
        step.gaveBack = true;
      }
    },
    invoice: async (em, steps) => {
      for (const step of steps) {
        const buyer = await this.buyerOf(step);
        step.invoice = this.invoices.draft(em, invoiceSubject(step.order, buyer?.firstName ?? ''), step.now);
      }
    },
    'tell-buyer': async (em, steps) => {
      for (const step of steps) {
        for (const email of this.emailsOf(step)) {
          const buyer = await this.buyerOf(step);
          if (buyer) this.mail.queue(em, email(buyer));
        }
      }
    },
    write: async (em) => {
      await em.flush();
    },
    'reserve-stock': async (em, steps) => {
      for (const step of steps) await this.stock.reserve(em, step.reservation ?? [], IN_CART);
    },
    'roll-up': async (em, steps) => {
      for (const step of steps) await this.rollup.record(em, step.before, step.order);
    },
    'credit-note': async (em, steps) => {
      for (const step of steps) {
        const cancelled = step.items.filter((moved) => moved.to === ItemStatus.Cancelled).map((moved) => moved.item);
        if (cancelled.length) await this.invoices.creditNote(em, step.order.id, invoiceLines(cancelled), 'cancelled', step.now);
        if (step.returned?.to === ReturnStatus.Refunded) {
          await this.invoices.creditNote(em, step.order.id, invoiceLines([step.returned.found.item as OrderItem]), 'return', step.now);
        }
      }
    },
    'number-invoice': async (em, steps) => {
      for (const step of steps) if (step.invoice) step.invoiceNumber = await this.invoices.number(em, step.invoice, step.now);
    },
  };

  /** The emails a step sends its buyer, by what moved; an order never placed is told nothing of its items. */
  private emailsOf(step: Step): Array<(buyer: Buyer) => ReturnType<typeof orderConfirmationEmail>> {
    const { order } = step;
    const url = this.config.publicUrl;
    const emails: Array<(buyer: Buyer) => ReturnType<typeof orderConfirmationEmail>> = [];
    if (step.invoice) {
      const documentId = step.invoice.id;
      emails.push((buyer) => ({
        ...orderConfirmationEmail(buyer.email, buyer.firstName, toOrderDto(order), url),
        attachments: [{ kind: INVOICE_ATTACHMENT, data: { documentId } }],
      }));
    }
    if (step.gaveBack && step.payment && step.unapplied) {
      const { payment, unapplied } = step;
      emails.push((buyer) => paymentRefundedEmail(buyer.email, buyer.firstName, { _id: order.id }, payment.amount, unapplied, url));
    }
    if (step.from !== 'new' && isPlaced(step.from)) {
      for (const { item, to } of step.items) {
        if (to === ItemStatus.Shipped) emails.push((buyer) => itemShippedEmail(buyer.email, buyer.firstName, order.id, item, url));
        if (to === ItemStatus.Delivered) {
          const trialEnds = formatIndianDate(trialEndsAt(item.deliveredAt ?? step.now));
          emails.push((buyer) => itemDeliveredEmail(buyer.email, buyer.firstName, order.id, item, trialEnds, url));
        }
      }
      const cancelled = step.items.filter((moved) => moved.to === ItemStatus.Cancelled).map((moved) => moved.item);
      if (cancelled.length) {
        const who = step.by?.id === order.userId ? 'shopper' : 'shop';
        emails.push((buyer) => itemsCancelledEmail(buyer.email, buyer.firstName, order.id, cancelled, who, url, step.refundedPaise / 100));
      }
    }
    const found = step.returned?.to === ReturnStatus.Refunded ? step.returned.found : undefined;
    if (found) {
      const refund = {
        amountRupees: found.amountPaise / 100,
        route: found.bankAccountNumber ? ('bank-transfer' as const) : ('original-payment' as const),
        maskedAccount: found.bankAccountNumber && maskAccountNumber(found.bankAccountNumber),
      };
      emails.push((buyer) => refundIssuedEmail(buyer.email, buyer.firstName, order.id, found.item as OrderItem, refund, url));
    }
    return emails;
  }

  /** The buyer's email and name, read once per step (a placement knows them already). */
  private async buyerOf(step: Step): Promise<Buyer | null> {
    if (step.buyer === undefined) step.buyer = await this.users.contact(step.order.userId);
    return step.buyer;
  }

  /** Money back through Razorpay; Razorpay out of reach refuses the whole move with `unavailable`. */
  private async refund(paymentId: string, amountPaise: number, once: string, unavailable: string): Promise<string> {
    try {
      return await this.gateway.refund(paymentId, amountPaise, once);
    } catch (error) {
      if (error instanceof GatewayUnavailable) throw new ServiceUnavailable(unavailable);
      throw error;
    }
  }
}

/** The new statuses, written on the entities: the order's payment, its items, a return. */
function apply(step: Step): void {
  const { order } = step;
  if (step.to !== undefined && step.to !== step.from) {
    order.paymentStatus = step.to;
    if (step.to === 'pending') order.paymentDueAt = step.dueAt ?? order.paymentDueAt;
    if (step.payment && (step.to === 'paid' || step.to === 'refunded')) {
      Object.assign(order, { razorpayPaymentId: step.payment.id, paidAt: step.now, paymentDueAt: null });
    }
  }
  for (const { item, to } of step.items) {
    item.status = to;
    // The 100-night trial counts from delivery; an item moved back is no longer delivered.
    item.deliveredAt = to === ItemStatus.Delivered ? step.now : null;
  }
  for (const item of step.tracking?.items ?? []) {
    item.courier = step.tracking?.courier || item.courier;
    item.trackingNumber = step.tracking?.trackingNumber || item.trackingNumber;
  }
  if (step.returned) {
    const { found, to } = step.returned;
    found.status = to;
    if (to === ReturnStatus.Approved) Object.assign(found, { pickupDate: step.returnDetails?.pickupDate, approvedAt: step.now });
    if (to === ReturnStatus.Rejected) Object.assign(found, { rejectionReason: step.returnDetails?.reason, rejectedAt: step.now });
    if (to === ReturnStatus.Received) found.receivedAt = step.now;
  }
}

const isLive = (item: OrderItem) => item.status !== ItemStatus.Cancelled;

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

/** A payment the shop refunded whole is recorded beside the webhooks' events, with why. */
export const REFUND_EVENT = 'refund.';
export const refundEventId = (paymentId: string) => `refund:${paymentId}`.slice(0, 64);
