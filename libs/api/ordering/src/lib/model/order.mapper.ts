import type { OrderDto } from '@nidra/shared/contracts';
import { ItemStatus, orderStatus } from '@nidra/shared/contracts';
import { orderTotals } from '@nidra/shared/util';
import type { Order } from './order.entity';
import type { OrderItem } from './order-item.entity';

const rupees = (paise: number) => paise / 100;

/**
 * The order as the API answers it; its invoice's number is invoicing's, given here when there is one.
 * `only` narrows it to some of its items (a merchant's), its totals theirs.
 */
export function toOrderDto(order: Order, invoiceNumber: string | null = null, only?: (item: OrderItem) => boolean): OrderDto {
  const items = only ? order.items.getItems().filter(only) : order.items.getItems();
  const totals = orderTotals(items.map((item) => ({ ...item, cancelled: item.status === ItemStatus.Cancelled })));
  return {
    _id: order.id,
    cartId: order.cart.id,
    created: order.created.toISOString(),
    total: rupees(totals.totalPaise),
    totalTax: rupees(totals.totalTaxPaise),
    totalWithTax: rupees(totals.totalWithTaxPaise),
    status: orderStatus(items.map((item) => item.status)),
    deliveryAddress: order.deliveryAddress ? { ...order.deliveryAddress, country: 'India' } : null,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    buyerGstin: order.buyerGstin,
    invoiceNumber,
    products: items.map((item) => ({
      _id: item.id,
      status: item.status,
      quantity: item.quantity,
      size: item.sizeLabel,
      variant: item.variantId,
      sku: item.sku,
      thickness: item.thickness,
      purchasePrice: rupees(item.unitPaise),
      totalPrice: rupees(item.totalPaise),
      totalTax: rupees(item.taxPaise),
      courier: item.courier,
      trackingNumber: item.trackingNumber,
      product: {
        _id: item.productId,
        name: item.productName,
        slug: item.productSlug,
        price: rupees(item.basePaise),
        imageUrl: item.productImageUrl,
        available: item.productId !== null,
      },
    })),
  };
}

/** What the order charges, in paise: its lines that are not cancelled, with GST. */
export function amountDuePaise(order: Order): number {
  const items = order.items.getItems();
  return orderTotals(items.map((item) => ({ ...item, cancelled: item.status === ItemStatus.Cancelled }))).totalWithTaxPaise;
}
