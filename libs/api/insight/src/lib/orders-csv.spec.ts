import { ORDERS_CSV_HEADER, ItemStatus } from '@nidra/shared/contracts';
import { ordersCsv } from './orders-csv';

async function* lines() {
  yield {
    orderId: 'order-1',
    day: '2026-11-25',
    status: ItemStatus.Shipped,
    productId: 'product-1',
    sku: 'COIR-1',
    productName: 'Coir, "Classic"\nPillow',
    size: null,
    quantity: 2,
    totalPaise: 123_456,
    taxPaise: 22_222,
    paymentMethod: 'cod' as const,
    paymentStatus: 'cod' as const,
    pincode: null,
    state: null,
    cursor: '',
  };
}

describe('the orders export', () => {
  it('writes RFC 4180: the header, CRLF line ends, quotes doubled, money in rupees to the paisa', async () => {
    let text = '';
    for await (const chunk of ordersCsv(lines())) text += String(chunk);
    expect(text).toBe(
      `${ORDERS_CSV_HEADER.join(',')}\r\n` + 'order-1,2026-11-25,Shipped,COIR-1,"Coir, ""Classic""\nPillow",,2,1234.56,222.22,1456.78,cod,cod,,\r\n',
    );
  });
});
