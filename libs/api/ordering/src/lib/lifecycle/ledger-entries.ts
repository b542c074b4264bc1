import type { LedgerSale } from '@nidra/api/merchants';
import { ItemStatus, ReturnStatus } from '@nidra/shared/contracts';
import type { Order } from '../model/order.entity';
import type { OrderItem } from '../model/order-item.entity';
import type { Step } from './step';

/**
 * A step's marketplace sellers' items as their ledgers take them: those Delivered are sold; those cancelled
 * or whose return is refunded come back (only one whose sale was recorded is taken back: the ledger knows).
 * The shop's own items have no ledger.
 */
export function sellersMoves(step: Step): { sold: OrderItem[]; back: OrderItem[] } {
  const sold = step.items.filter((moved) => moved.to === ItemStatus.Delivered).map((moved) => moved.item);
  const back = [
    ...step.items.filter((moved) => moved.to === ItemStatus.Cancelled).map((moved) => moved.item),
    ...(step.returned?.to === ReturnStatus.Refunded ? [step.returned.found.item as OrderItem] : []),
  ];
  return { sold: sold.filter((item) => item.sellerId), back: back.filter((item) => item.sellerId) };
}

/**
 * Sellers' items as their ledgers record a sale: the line with its GST, on the seller's invoice of the order
 * (`numberFor` asked once a seller), supplied where the order goes.
 */
export async function ledgerSales(
  order: Order,
  items: readonly OrderItem[],
  numberFor: (sellerId: string) => Promise<string | null>,
  shopState: string,
): Promise<LedgerSale[]> {
  const invoices = new Map<string, string | null>();
  for (const sellerId of new Set(items.map((item) => item.sellerId as string))) invoices.set(sellerId, await numberFor(sellerId));
  const supplyStateCode = order.supplyStateCode ?? order.deliveryAddress?.stateCode ?? shopState;
  return items.map((item) => ({
    merchantId: item.sellerId as string,
    orderId: order.id,
    itemId: item.id,
    invoiceNumber: invoices.get(item.sellerId as string) ?? null,
    totalPaise: item.totalPaise + item.taxPaise,
    taxablePaise: item.totalPaise,
    supplyStateCode,
    sellerStateCode: order.sellerStateCode,
  }));
}
