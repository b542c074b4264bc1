import { createHash } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppConfig, InvalidInput, MailService, ServiceUnavailable, type AuthenticatedUser } from '@nidra/api/core';
import { StockService, type LineToReserve } from '@nidra/api/catalog';
import { UsersService } from '@nidra/api/identity';
import { InvoicesService } from '@nidra/api/invoicing';
import { MarketplaceLedger } from '@nidra/api/merchants';
import {
  awaitsPayment,
  canMoveReturn,
  indianToday,
  ItemStatus,
  OrderMessage,
  ReturnMessage,
  ReturnStatus,
  type PaymentStatus,
} from '@nidra/shared/contracts';
import { SalesRollup, type Contribution } from '../insight/sales-rollup';
import { invoiceLines, invoiceSubject } from '../model/invoice-subject';
import type { UnappliedPayment } from '../model/order.emails';
import type { Order } from '../model/order.entity';
import { isLive, type OrderItem } from '../model/order-item.entity';
import { ItemReturn } from '../model/return.entity';
import { GatewayUnavailable, RazorpayGateway } from '../razorpay/razorpay.gateway';
import { HeldStock } from './held-stock';
import { ledgerSales, sellersMoves } from './ledger-entries';
import { emailsOf } from './move-emails';
import { courierMayMove, inOrder, ITEM_MOVES, mayMovePayment, PAYMENT_MOVES, RETURN_MOVES, REVIVAL, UNAPPLIED_PAYMENT, type Effect } from './order-moves';
import { itemMoves } from './item-moves';
import { apply, type Buyer, type CapturedPayment, type Step } from './step';

export type { Buyer, CapturedPayment } from './step';

/** How a refusal names a cart line whose product has gone. */
export const IN_CART = 'A product in your cart';

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
    private readonly ledger: MarketplaceLedger,
  ) {}

  /**
   * A new order, its rows created but not written: reserved at its cart's prices (a changed price or a
   * short line refuses it all), then confirmed at once for cash on delivery or left waiting for its payment.
   */
  async place(em: EntityManager, order: Order, buyer: Buyer, reservation: LineToReserve[]): Promise<Moved> {
    const to: PaymentStatus = order.paymentMethod === 'cod' ? 'cod' : 'pending';
    return this.run(em, [{ ...this.step(order, null, null), from: 'new', to, buyer, reservation }]);
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
    const tracked = moves.filter((move) => move.to === ItemStatus.Shipped).map((move) => move.item);
    const items = await itemMoves(em, order, moves, by);
    return this.run(em, [{ ...this.step(order, by), items, tracking: tracking && { ...tracking, items: tracked } }]);
  }

  /**
   * Moves items as their courier reports them, or as a booking makes them Processing: forward only (Not
   * processed, Processing, Shipped, Delivered; a parcel back at the shop Cancelled, its units back, credited
   * and, when paid, refunded; a shipment cancelled before pickup back to Not processed), so a late or repeated
   * report moves nothing. Items of a return under way, or of an order waiting for its payment, stay as they are.
   */
  async byCourier(em: EntityManager, order: Order, moves: Array<{ item: OrderItem; to: ItemStatus }>, tracking?: { courier: string; trackingNumber: string }): Promise<Moved> {
    if (awaitsPayment(order.paymentStatus)) return { refundedPaise: 0 };
    const items = moves.filter(({ item, to }) => courierMayMove(item.status, to)).map(({ item, to }) => ({ item, from: item.status, to }));
    if (items.length === 0) return { refundedPaise: 0 };
    const tracked = items.filter((move) => move.to === ItemStatus.Shipped).map((move) => move.item);
    return this.run(em, [{ ...this.step(order, null), byCourier: true, items, tracking: tracking && { ...tracking, items: tracked } }]);
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

  /** An order's part in a move, its figures for the day's sales taken before anything changes (a new order has none). */
  private step(order: Order, by: AuthenticatedUser | null, before: Contribution | null = this.rollup.contribution(order)): Step {
    return { order, from: order.paymentStatus, items: [], by, now: new Date(), before, refundedPaise: 0 };
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
        step.invoice = await this.invoices.draft(em, invoiceSubject(step.order, buyer?.firstName ?? ''), step.now);
      }
    },
    'tell-buyer': async (em, steps) => {
      for (const step of steps) {
        for (const email of emailsOf(step, this.config.publicUrl)) {
          const buyer = await this.buyerOf(step);
          if (buyer) this.mail.queue(em, email(buyer));
        }
      }
    },
    write: async (em) => {
      await em.flush();
    },
    ledger: async (em, steps) => {
      for (const step of steps) {
        const { sold, back } = sellersMoves(step);
        const sales = await ledgerSales(step.order, sold, (sellerId) => this.invoices.numberFor(em, step.order.id, sellerId), this.config.shopState);
        await this.ledger.recordSales(em, sales, step.now);
        await this.ledger.recordRefunds(em, back.map((item) => item.id), step.now);
      }
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

/** A payment the shop refunded whole is recorded beside the webhooks' events, with why. */
export const REFUND_EVENT = 'refund.';
export const refundEventId = (paymentId: string) => `refund:${paymentId}`.slice(0, 64);
