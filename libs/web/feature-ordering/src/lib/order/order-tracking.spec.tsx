import { render, screen, within } from '@testing-library/react';
import { ItemStatus, type OrderDto, type ShipmentDto } from '@nidra/shared/contracts';
import { formatIndiaDateTime, ShipmentsTracking } from './order-tracking';

const order: OrderDto = {
  _id: 'o1',
  cartId: 'c1',
  created: '2026-12-01T10:00:00.000Z',
  total: 1000,
  totalTax: 180,
  totalWithTax: 1180,
  status: ItemStatus.Shipped,
  products: [
    {
      _id: 'i1',
      status: ItemStatus.Shipped,
      quantity: 1,
      size: null,
      variant: 'v1',
      sku: 'CLOUD-1',
      thickness: null,
      purchasePrice: 1000,
      totalPrice: 1000,
      totalTax: 180,
      courier: 'Delhivery',
      trackingNumber: 'AWB123',
      product: { _id: 'p1', name: 'Cloud Pillow', slug: 'cloud-pillow', price: 1000, imageUrl: null, available: true },
    },
  ],
  deliveryAddress: null,
  paymentMethod: 'razorpay',
  paymentStatus: 'paid',
  buyerGstin: null,
  invoiceNumber: null,
};

const shipment: ShipmentDto = {
  _id: 's1',
  orderId: 'o1',
  direction: 'forward',
  items: ['i1'],
  awb: 'AWB123',
  courier: 'Delhivery',
  status: 'IN TRANSIT',
  labelUrl: null,
  pickupDate: null,
  ewayBill: null,
  // As the courier sent them: not in order.
  events: [
    { status: 'PICKED UP', at: '2026-12-01T06:00:00.000Z', location: 'Bengaluru', activity: 'Shipment picked up' },
    { status: 'OUT FOR DELIVERY', at: '2026-12-02T03:30:00.000Z', location: 'New Delhi', activity: 'Out for delivery' },
    { status: 'IN TRANSIT', at: '2026-12-01T18:45:00.000Z', location: 'Nagpur Hub', activity: 'Bag received' },
  ],
};

describe('ShipmentsTracking', () => {
  it('shows nothing without shipments', () => {
    const { container } = render(<ShipmentsTracking order={order} shipments={[]} />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('heading', { name: /Tracking/ })).toBeNull();
  });

  it("shows a shipment's courier and AWB and its events newest first, in India's time", () => {
    render(<ShipmentsTracking order={order} shipments={[shipment]} />);
    const block = screen.getByRole('region', { name: 'Tracking' });
    expect(within(block).getByText('Delhivery')).toBeTruthy();
    expect(within(block).getByText('AWB123')).toBeTruthy();
    expect(within(block).getByText('Cloud Pillow')).toBeTruthy();
    const timeline = within(block).getByRole('list', { name: 'Shipment progress' });
    const events = within(timeline).getAllByRole('listitem');
    expect(events.map((event) => event.querySelector('strong')?.textContent)).toEqual(['OUT FOR DELIVERY', 'IN TRANSIT', 'PICKED UP']);
    expect(events[0].textContent).toContain('2 Dec 2026, 9:00 am IST');
    expect(events[0].textContent).toContain('New Delhi');
    expect(events[0].textContent).toContain('Out for delivery');
    expect(events[1].textContent).toContain('2 Dec 2026, 12:15 am IST');
    expect(events[0].querySelector('time')?.getAttribute('dateTime')).toBe('2026-12-02T03:30:00.000Z');
  });

  it('names each of several parcels, and says when one has no scans yet', () => {
    const booked: ShipmentDto = { ...shipment, _id: 's2', awb: null, courier: null, status: 'NEW', events: [] };
    render(<ShipmentsTracking order={order} shipments={[shipment, booked]} />);
    expect(screen.getByRole('region', { name: 'Tracking (parcel 1 of 2)' })).toBeTruthy();
    const second = screen.getByRole('region', { name: 'Tracking (parcel 2 of 2)' });
    expect(within(second).getByText('No scans yet.')).toBeTruthy();
    expect(within(second).queryByRole('list')).toBeNull();
  });
});

describe('formatIndiaDateTime', () => {
  it('reads the moment on India’s clock, noon and midnight as 12', () => {
    expect(formatIndiaDateTime('2026-12-01T06:30:00.000Z')).toBe('1 Dec 2026, 12:00 pm IST');
    expect(formatIndiaDateTime('2026-09-30T18:30:00.000Z')).toBe('1 Oct 2026, 12:00 am IST');
    expect(formatIndiaDateTime('2026-09-01T13:05:00.000Z')).toBe('1 Sept 2026, 6:35 pm IST');
  });
});
