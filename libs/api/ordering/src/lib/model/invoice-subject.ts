import type { InvoiceLine, InvoiceSubject } from '@nidra/api/invoicing';
import { ItemStatus } from '@nidra/shared/contracts';
import type { Order } from './order.entity';
import type { OrderItem } from './order-item.entity';

/** Order lines as invoicing states them. */
export function invoiceLines(items: readonly OrderItem[]): InvoiceLine[] {
  return items.map((item) => ({
    id: item.id,
    productId: item.productId,
    sellerId: item.sellerId,
    productName: item.productName,
    sizeLabel: item.sizeLabel,
    thickness: item.thickness,
    hsn: item.hsn,
    uqc: item.uqc,
    quantity: item.quantity,
    unitPaise: item.unitPaise,
    totalPaise: item.totalPaise,
    taxPaise: item.taxPaise,
    gstRate: item.gstRate,
  }));
}

/** What the order's invoice states: its buyer, where it goes, and its lines not cancelled. */
export function invoiceSubject(order: Order, buyerName: string): InvoiceSubject {
  const address = order.deliveryAddress;
  return {
    orderId: order.id,
    buyerId: order.userId,
    buyerName,
    buyerGstin: order.buyerGstin,
    business:
      order.buyerGstin && order.buyerLegalName && order.buyerAddress && order.buyerStateCode
        ? { gstin: order.buyerGstin, legalName: order.buyerLegalName, address: order.buyerAddress, stateCode: order.buyerStateCode }
        : null,
    delivery: address && { name: address.name, address: address.address, city: address.city, state: address.state, pincode: address.pincode },
    sellerStateCode: order.sellerStateCode,
    supplyStateCode: order.supplyStateCode ?? address?.stateCode ?? null,
    lines: invoiceLines(order.items.getItems().filter((item) => item.status !== ItemStatus.Cancelled)),
  };
}
