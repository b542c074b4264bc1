import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { AppConfig, InvalidInput, lockAndLoad, MailService, NotFound } from '@nidra/api/core';
import { UsersService } from '@nidra/api/identity';
import { CheckoutMessage, ItemStatus, OrderMessage, type RazorpayPaymentDto, type RazorpayVerifyRequest } from '@nidra/shared/contracts';
import { Order } from '../orders/order.entity';
import { amountDuePaise, toOrderDto } from '../orders/order.mapper';
import { orderConfirmationEmail, paymentRefundedEmail, type UnappliedPayment } from '../orders/order.emails';
import { HeldStock } from '../orders/held-stock';
import { OrderItem } from '../orders/order-item.entity';
import { RazorpayGateway, type GatewayPayment } from './razorpay.gateway';
import { INVOICE_ATTACHMENT, InvoicesService } from '@nidra/api/invoicing';
import { invoiceSubject } from '../orders/invoice-subject';
import { SalesRollup } from '../insight/sales-rollup';

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
    private readonly stock: HeldStock,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly invoices: InvoicesService,
    private readonly rollup: SalesRollup,
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
    const live = order.items.getItems().filter(isLive);
    if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') {
      this.logger.warn(`Order ${order.id} was paid twice; payment ${payment.id} refunded`);
      return this.giveBack(em, order, payment, live.length ? 'duplicate' : 'cancelled');
    }
    if (live.length === 0) return this.giveBack(em, order, payment, 'cancelled');
    if (payment.amount !== amountDuePaise(order) || payment.currency !== 'INR') {
      this.logger.warn(`Payment ${payment.id} does not match order ${order.id}; refunded`);
      return this.giveBack(em, order, payment, 'mismatch');
    }

    const before = this.rollup.contribution(order);
    if (order.paymentStatus === 'expired') {
      try {
        await this.stock.take(em, live, 'An item of this order');
      } catch (error) {
        if (!(error instanceof InvalidInput)) throw error;
        // Nothing of it will be sent: its stock went back when its time ran out.
        for (const item of live) item.status = ItemStatus.Cancelled;
        Object.assign(order, { paymentStatus: 'refunded', razorpayPaymentId: payment.id, paidAt: new Date() });
        await em.flush();
        await this.rollup.record(em, before, order);
        return this.giveBack(em, order, payment, 'sold-out');
      }
    }
    Object.assign(order, { paymentStatus: 'paid', razorpayPaymentId: payment.id, paidAt: new Date(), paymentDueAt: null });
    // Confirmed: invoiced in the same transaction, its number given last.
    const buyer = await this.users.contact(order.userId);
    const invoice = this.invoices.draft(em, invoiceSubject(order, buyer?.firstName ?? ''));
    if (buyer) {
      this.mail.queue(em, {
        ...orderConfirmationEmail(buyer.email, buyer.firstName, toOrderDto(order), this.config.publicUrl),
        attachments: [{ kind: INVOICE_ATTACHMENT, data: { documentId: invoice.id } }],
      });
    }
    await em.flush();
    await this.rollup.record(em, before, order);
    await this.invoices.number(em, invoice);
    return 'confirmed';
  }

  /**
   * Refunds a payment that cannot be applied to its order, in full and once: the refund is recorded in the
   * transaction (a second arrival of the same payment, by Checkout or webhook, finds it) and named by the
   * payment at Razorpay (a retry after the transaction failed never pays twice). The buyer is told why.
   */
  private async giveBack(em: EntityManager, order: Order, payment: GatewayPayment, reason: UnappliedPayment): Promise<UnappliedPayment> {
    const [fresh] = await em.execute<Array<{ id: string }>>(
      'INSERT INTO payment_events (id, event) VALUES (?, ?) ON CONFLICT (id) DO NOTHING RETURNING id',
      [refundEventId(payment.id), `${REFUND_EVENT}${reason}`],
    );
    if (!fresh) return reason;
    await this.gateway.refund(payment.id, payment.amount, `whole-${payment.id}`);
    const buyer = await this.users.contact(order.userId);
    if (buyer) this.mail.queue(em, paymentRefundedEmail(buyer.email, buyer.firstName, { _id: order.id }, payment.amount, reason, this.config.publicUrl));
    await em.flush();
    return reason;
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
        await this.stock.release(em, orders.flatMap((order) => order.items.getItems()));
        for (const order of orders) order.paymentStatus = 'expired';
        await em.flush();
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
      await this.stock.release(em, order.items.getItems());
      order.paymentStatus = 'expired';
      await em.flush();
    });
  }

  /**
   * Placing again an order whose time to pay ran out: its stock is taken again (if it is still there) and
   * it waits for payment anew. A cancelled one stays as it is.
   */
  async reopen(em: EntityManager, order: Order, now: Date): Promise<void> {
    const live = order.items.getItems().filter(isLive);
    if (order.paymentStatus !== 'expired' || live.length === 0) return;
    await this.stock.take(em, live, 'An item of this order');
    order.paymentStatus = 'pending';
    order.paymentDueAt = this.dueFrom(now);
  }
}

const isLive = (item: OrderItem) => item.status !== ItemStatus.Cancelled;

/** A payment the shop refunded whole is recorded beside the webhooks' events, with why. */
const REFUND_EVENT = 'refund.';
const refundEventId = (paymentId: string) => `refund:${paymentId}`.slice(0, 64);
