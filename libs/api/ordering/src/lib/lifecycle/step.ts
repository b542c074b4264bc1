import type { AuthenticatedUser } from '@nidra/api/core';
import type { LineToReserve } from '@nidra/api/catalog';
import type { DraftInvoice } from '@nidra/api/invoicing';
import { ItemStatus, ReturnStatus, type PaymentStatus } from '@nidra/shared/contracts';
import type { Contribution } from '../insight/sales-rollup';
import type { UnappliedPayment } from '../model/order.emails';
import type { Order } from '../model/order.entity';
import type { OrderItem } from '../model/order-item.entity';
import type { ItemReturn } from '../model/return.entity';
import type { PaymentState } from './order-moves';

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

/** One order's part in a move: what moves, and what its effects found out on the way. */
export interface Step {
  order: Order;
  from: PaymentState;
  to?: PaymentStatus;
  items: Array<{ item: OrderItem; from: ItemStatus; to: ItemStatus }>;
  returned?: { found: ItemReturn; to: ReturnStatus };
  /** Who asked; null when the shop moves the order itself (a payment, the time to pay running out). */
  by: AuthenticatedUser | null;
  /** Moved by the courier's report (a parcel back at the shop is told as such). */
  byCourier?: boolean;
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

/** The new statuses, written on the entities: the order's payment, its items, a return. */
export function apply(step: Step): void {
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
