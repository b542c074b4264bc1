import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { AppConfig, InvalidInput, lockAndLoad, MailService, NotFound } from '@nidra/api/core';
import { CheckoutMessage, OrderMessage, type RazorpayPaymentDto, type RazorpayVerifyRequest } from '@nidra/shared/contracts';
import { Order } from '../model/order.entity';
import { amountDuePaise } from '../model/order.mapper';
import type { UnappliedPayment } from '../model/order.emails';
import { isLive } from '../model/order-item.entity';
import { OrderLifecycle, REFUND_EVENT, refundEventId } from '../lifecycle/order-lifecycle';
import { RazorpayGateway, type GatewayPayment } from '../razorpay/razorpay.gateway';

/** A webhook as Razorpay sends it (only what the shop reads). */
export interface RazorpayWebhook {
  event?: string;
  payload?: { payment?: { entity?: { id?: string; order_id?: string; amount?: number; currency?: string; status?: string } } };
}

/** Events that mean the money is in. */
const PAID_EVENTS = new Set(['payment.captured', 'order.paid']);

/** What settling a payment did: applied to its order, or given back whole and why. */
type Settled = 'confirmed' | 'already' | UnappliedPayment;

/** What the order's owner is told when Checkout's payment went back instead of paying the order. */
const REFUSED: Partial<Record<Settled, string>> = {
  cancelled: CheckoutMessage.paidAfterCancel,
  duplicate: CheckoutMessage.paidTwice,
  mismatch: CheckoutMessage.paymentMismatch,
};

/**
 * Online payments: a prepaid order holds its stock while its payment is pending and is confirmed only by a
 * payment Razorpay signed (Checkout's answer or a webhook) for exactly the order's amount in rupees. One
 * that arrives after the hold ran out takes the stock again if it is there. A captured payment that cannot
 * be applied (the order cancelled, sold out since, already paid, or another amount) is refunded in full,
 * once, whichever way it arrives.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly em: EntityManager,
    private readonly gateway: RazorpayGateway,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly lifecycle: OrderLifecycle,
  ) {}

  /** When a pending payment stops holding the stock, counted from now. */
  dueFrom(now: Date): Date {
    return new Date(now.getTime() + this.config.paymentTimeoutMin * 60_000);
  }

  /**
   * What the browser needs to pay for a prepaid order, making Razorpay's order the first time. If Razorpay
   * cannot be reached the order lets go of its stock at once and the shopper is told to try again.
   */
  async checkoutFor(order: Order): Promise<RazorpayPaymentDto> {
    const amount = amountDuePaise(order);
    if (!order.razorpayOrderId) {
      let razorpayOrderId: string;
      try {
        razorpayOrderId = await this.gateway.createOrder(amount, order.id);
      } catch (error) {
        await this.expire(order.id);
        throw error;
      }
      await this.em.nativeUpdate(Order, { id: order.id, razorpayOrderId: null }, { razorpayOrderId });
      order.razorpayOrderId = razorpayOrderId;
    }
    return { provider: 'razorpay', keyId: this.gateway.keyId, razorpayOrderId: order.razorpayOrderId, amount, currency: 'INR' };
  }

  /** Checkout's answer, sent by the order's owner: Razorpay's signature, then the payment as Razorpay reports it. */
  async verify(userId: string, answer: RazorpayVerifyRequest): Promise<Order> {
    const order = await this.em.findOne(Order, { razorpayOrderId: answer.razorpay_order_id, userId });
    if (!order) throw new NotFound(OrderMessage.notFound);
    if (!this.gateway.paymentSigned(answer.razorpay_order_id, answer.razorpay_payment_id, answer.razorpay_signature)) {
      throw new InvalidInput(CheckoutMessage.paymentNotVerified);
    }
    const payment = await this.gateway.payment(answer.razorpay_payment_id);
    if (payment.orderId !== answer.razorpay_order_id) throw new InvalidInput(CheckoutMessage.paymentNotVerified);
    const settled =
      payment.status === 'refunded'
        ? await this.refundedBecause(payment.id)
        : payment.status === 'captured'
          ? await this.em.transactional((em) => this.settle(em, order.id, payment))
          : undefined;
    if (!settled) throw new InvalidInput(CheckoutMessage.paymentIncomplete);
    this.mail.deliverSoon();
    const refused = REFUSED[settled];
    if (refused) throw new InvalidInput(refused);
    return order;
  }

  /** Why the shop gave this payment back, when it did (a webhook may have refunded it before Checkout answered). */
  private async refundedBecause(paymentId: string): Promise<UnappliedPayment | undefined> {
    const [row] = await this.em.execute<Array<{ event: string }>>('SELECT event FROM payment_events WHERE id = ?', [refundEventId(paymentId)]);
    return row?.event.slice(REFUND_EVENT.length) as UnappliedPayment | undefined;
  }

  /**
   * A webhook whose signature held. Each event is handled once: its id is recorded in the same transaction
   * as what it did, so a failure leaves it for Razorpay's retry and a repeat finds it recorded.
   */
  async webhook(eventId: string | undefined, body: RazorpayWebhook): Promise<void> {
    const entity = body.payload?.payment?.entity;
    if (!body.event || !entity?.id || !entity.order_id) return;
    // Only money that is in pays an order, as Checkout's answer is checked: a signed event is no proof of it.
    if (entity.status !== 'captured') {
      if (PAID_EVENTS.has(body.event)) this.logger.warn(`A ${body.event} webhook for payment ${entity.id} says ${String(entity.status)}; not applied`);
      return;
    }
    const payment: GatewayPayment = {
      id: entity.id,
      orderId: entity.order_id,
      amount: Number(entity.amount),
      currency: String(entity.currency),
      status: String(entity.status),
    };
    const id = eventId ?? `${body.event}:${payment.id}`;
    await this.em.transactional(async (em) => {
      const [fresh] = await em.execute<Array<{ id: string }>>(
        'INSERT INTO payment_events (id, event) VALUES (?, ?) ON CONFLICT (id) DO NOTHING RETURNING id',
        [id.slice(0, 64), body.event?.slice(0, 40)],
      );
      if (!fresh || !PAID_EVENTS.has(body.event as string)) return;
      const order = await em.findOne(Order, { razorpayOrderId: payment.orderId });
      if (!order) {
        this.logger.warn(`A paid webhook for ${payment.orderId}, which is no order of this shop`);
        return;
      }
      await this.settle(em, order.id, payment);
    });
    this.mail.deliverSoon();
  }

  /**
   * Applies a captured payment to its order under the order's lock. Pending → paid; expired → paid if its
   * stock can be taken again; paid by this payment already → nothing. Any other captured payment cannot be
   * applied and goes back whole: to an order paid by another payment or refunded, cancelled, sold out
   * since its hold ran out, or for another amount or currency than the order's.
   */
  private async settle(em: EntityManager, orderId: string, payment: GatewayPayment): Promise<Settled> {
    const order = await lockAndLoad(em, Order, orderId, {}, { populate: ['items'] });
    if (!order) throw new NotFound(OrderMessage.notFound);
    if (order.razorpayPaymentId === payment.id) return 'already';
    const unapplied = whyNotApplied(order, payment);
    if (unapplied) {
      this.logger.warn(`Payment ${payment.id} cannot be applied to order ${order.id} (${unapplied}); refunded`);
      await this.lifecycle.giveBack(em, order, payment, unapplied);
      return unapplied;
    }
    try {
      await this.lifecycle.pay(em, order, 'paid', { payment });
      return 'confirmed';
    } catch (error) {
      // Its time to pay ran out and what it held sold out meanwhile: nothing of it is sent.
      if (!(error instanceof InvalidInput) || order.paymentStatus !== 'expired') throw error;
      await this.lifecycle.pay(em, order, 'refunded', { payment });
      return 'sold-out';
    }
  }

  /**
   * Releases the stock of prepaid orders whose time to pay ran out by `now`, a batch at a time. Orders are
   * claimed with SKIP LOCKED, so every instance may run this at once and each order is released once.
   */
  async releaseDue(now: Date = new Date(), batch = 100): Promise<number> {
    let released = 0;
    for (;;) {
      const count = await this.em.transactional(async (em) => {
        const rows = await em.execute<Array<{ id: string }>>(
          `SELECT id FROM orders WHERE payment_status = 'pending' AND payment_due_at <= ?
            ORDER BY payment_due_at LIMIT ? FOR UPDATE SKIP LOCKED`,
          [now, batch],
        );
        if (!rows.length) return 0;
        const orders = await em.find(Order, { id: rows.map((row) => row.id) }, { populate: ['items'], refresh: true });
        await this.lifecycle.expire(em, orders);
        return orders.length;
      });
      released += count;
      if (count < batch) return released;
    }
  }

  /** Lets go of one pending order's stock now (Razorpay could not be reached to take its payment). */
  private async expire(orderId: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const order = await lockAndLoad(em, Order, orderId, {}, { populate: ['items'] });
      if (!order || order.paymentStatus !== 'pending') return;
      await this.lifecycle.expire(em, [order]);
    });
  }

  /**
   * Placing again an order whose time to pay ran out: its stock is taken again (if it is still there) and
   * it waits for payment anew. A cancelled one stays as it is.
   */
  async reopen(em: EntityManager, order: Order, now: Date): Promise<void> {
    const live = order.items.getItems().filter(isLive);
    if (order.paymentStatus !== 'expired' || live.length === 0) return;
    await this.lifecycle.pay(em, order, 'pending', { dueAt: this.dueFrom(now) });
  }
}

/** Why a captured payment cannot pay its order, if it cannot: paid already, nothing left to buy, another amount. */
function whyNotApplied(order: Order, payment: GatewayPayment): UnappliedPayment | null {
  const anyLive = order.items.getItems().some(isLive);
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') return anyLive ? 'duplicate' : 'cancelled';
  if (!anyLive) return 'cancelled';
  if (payment.amount !== amountDuePaise(order) || payment.currency !== 'INR') return 'mismatch';
  return null;
}
