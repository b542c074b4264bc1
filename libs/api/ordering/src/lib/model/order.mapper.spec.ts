import { ItemStatus } from '@nidra/shared/contracts';
import type { Order } from './order.entity';
import type { OrderItem } from './order-item.entity';
import { toOrderDto } from './order.mapper';

const item = (fields: Partial<OrderItem>): OrderItem =>
  ({
    id: 'item',
    status: ItemStatus.NotProcessed,
    quantity: 1,
    sizeLabel: null,
    unitPaise: 100_000,
    totalPaise: 100_000,
    taxPaise: 18_000,
    basePaise: 100_000,
    productId: 'product',
    productName: 'Cloud Pillow',
    productSlug: 'cloud-pillow',
    productImageUrl: null,
    ...fields,
  }) as OrderItem;

const order = (items: OrderItem[]): Order =>
  ({ id: 'order', cart: { id: 'cart' }, created: new Date('2026-11-25T00:00:00Z'), items: { getItems: () => items } }) as unknown as Order;

describe('toOrderDto', () => {
  it('counts only live items in the totals, in rupees, and shows the first live item’s status', () => {
    const dto = toOrderDto(
      order([
        item({ id: 'gone', status: ItemStatus.Cancelled, totalPaise: 250_050, taxPaise: 45_009 }),
        item({ id: 'kept', status: ItemStatus.Shipped, quantity: 2, totalPaise: 200_000, taxPaise: 36_000 }),
      ]),
    );
    expect(dto).toEqual(expect.objectContaining({ total: 2_000, totalTax: 360, totalWithTax: 2_360, status: ItemStatus.Shipped }));
  });

  it('says a product deleted since is not available, and keeps what was bought', () => {
    const [line] = toOrderDto(order([item({ productId: null })])).products;
    expect(line.product).toEqual({ _id: null, name: 'Cloud Pillow', slug: 'cloud-pillow', price: 1_000, imageUrl: null, available: false });
  });
});
