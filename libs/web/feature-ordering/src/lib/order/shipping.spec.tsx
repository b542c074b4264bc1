import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ItemStatus, type OrderDto, type OrderItemDto, type ShipmentDto } from '@nidra/shared/contracts';
import { OrderItems } from './order-items';
import { isCancellable, isOpenShipment, itemsToShip, startingPackage } from './ship-with-courier';

const item = (id: string, status: ItemStatus): OrderItemDto => ({
  _id: id,
  status,
  quantity: 1,
  size: null,
  variant: null,
  sku: null,
  thickness: null,
  purchasePrice: 1000,
  totalPrice: 1000,
  totalTax: 180,
  courier: null,
  trackingNumber: null,
  product: { _id: `p-${id}`, name: `Pillow ${id}`, slug: `pillow-${id}`, price: 1000, imageUrl: null, available: true },
});

const order = (...products: OrderItemDto[]): OrderDto => ({
  _id: 'o1',
  cartId: 'c1',
  created: '2026-12-01T10:00:00.000Z',
  total: 1000,
  totalTax: 180,
  totalWithTax: 1180,
  status: ItemStatus.NotProcessed,
  products,
  deliveryAddress: null,
  paymentMethod: 'cod',
  paymentStatus: 'cod',
  buyerGstin: null,
  invoiceNumber: null,
});

const shipment = (items: string[], status: string, scans: string[] = []): ShipmentDto => ({
  _id: `s-${items.join('-')}`,
  orderId: 'o1',
  direction: 'forward',
  items,
  awb: '123456789012',
  courier: 'Delhivery',
  status,
  labelUrl: null,
  pickupDate: null,
  ewayBill: null,
  events: scans.map((scan) => ({ status: scan, at: '2027-01-02T09:00:00.000Z', location: '', activity: '' })),
});

describe('items to ship with the courier', () => {
  it('are those Not processed or Processing that ride in no open shipment', () => {
    const shown = itemsToShip(
      order(item('a', ItemStatus.NotProcessed), item('b', ItemStatus.Processing), item('c', ItemStatus.Processing), item('d', ItemStatus.Shipped), item('e', ItemStatus.Processing)),
      [shipment(['b'], 'PICKUP SCHEDULED'), shipment(['c'], 'CANCELED')],
    );
    expect(shown.map((line) => line._id)).toEqual(['a', 'c', 'e']);
  });

  it('a shipment may be cancelled until a scan says it left the shop', () => {
    expect(isCancellable(shipment(['a'], 'PICKUP SCHEDULED'))).toBe(true);
    expect(isCancellable(shipment(['a'], 'PICKUP SCHEDULED', ['PICKED UP']))).toBe(false);
    expect(isCancellable(shipment(['a'], 'CANCELED'))).toBe(false);
    expect(isOpenShipment(shipment(['a'], 'DELIVERED'))).toBe(false);
  });
});

describe('the package a booking starts from', () => {
  const pillow = { weightKg: 1.2, lengthCm: 70, breadthCm: 45, heightCm: 16 };
  const sheet = { weightKg: 0.9, lengthCm: 35, breadthCm: 28, heightCm: 6 };

  it('adds up the chosen items’ units and takes the largest of each measure', () => {
    const two = { ...item('a', ItemStatus.NotProcessed), quantity: 2 };
    expect(startingPackage([two, item('b', ItemStatus.NotProcessed)], [{ item: 'a', package: pillow }, { item: 'b', package: sheet }])).toEqual({
      weightKg: 3.3,
      lengthCm: 70,
      breadthCm: 45,
      heightCm: 16,
    });
  });

  it('is none when an item’s variant has no package, or no item is chosen', () => {
    expect(startingPackage([item('a', ItemStatus.NotProcessed), item('b', ItemStatus.NotProcessed)], [{ item: 'a', package: pillow }, { item: 'b', package: null }])).toBeNull();
    expect(startingPackage([], [{ item: 'a', package: pillow }])).toBeNull();
  });
});

describe('an administrator shipping by hand', () => {
  const renderItems = (shipsByHand: boolean, onStatus = jest.fn()) =>
    render(
      <MemoryRouter>
        <OrderItems order={order(item('a', ItemStatus.Processing))} isAdmin busy={false} onStatus={onStatus} shipsByHand={shipsByHand} />
      </MemoryRouter>,
    );

  it('gives the courier and tracking number, both required, before the item is Shipped', () => {
    const onStatus = jest.fn();
    renderItems(true, onStatus);
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: ItemStatus.Shipped } });
    const dialog = screen.getByRole('dialog', { name: 'Ship Pillow a' });
    fireEvent.click(screen.getByRole('button', { name: 'Mark as Shipped' }));
    expect(screen.getByText('Courier is required.')).toBeTruthy();
    expect(screen.getByText('Tracking number is required.')).toBeTruthy();
    expect(onStatus).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Courier'), { target: { value: ' Blue Dart ' } });
    fireEvent.change(screen.getByLabelText('Tracking number'), { target: { value: 'BD123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark as Shipped' }));
    expect(onStatus).toHaveBeenCalledWith(expect.objectContaining({ _id: 'a' }), ItemStatus.Shipped, { courier: 'Blue Dart', trackingNumber: 'BD123' });
    expect(dialog.isConnected).toBe(false);
  });

  it('declining leaves the status; with a courier connected Shipped is sent as before', () => {
    const onStatus = jest.fn();
    renderItems(true, onStatus);
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: ItemStatus.Shipped } });
    fireEvent.click(screen.getByRole('button', { name: 'Keep its status' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onStatus).not.toHaveBeenCalled();
    renderItems(false, onStatus);
    fireEvent.change(screen.getAllByRole('combobox', { name: 'Status' })[1], { target: { value: ItemStatus.Shipped } });
    expect(onStatus).toHaveBeenCalledWith(expect.objectContaining({ _id: 'a' }), ItemStatus.Shipped);
  });
});
