import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ItemStatus, type OrderDto, type PaymentStatus } from '@nidra/shared/contracts';
import { OrderItems } from './order-items';

const order = (paymentStatus: PaymentStatus): OrderDto => ({
  _id: 'o1',
  cartId: 'c1',
  created: '2026-12-01T10:00:00.000Z',
  total: 1000,
  totalTax: 180,
  totalWithTax: 1180,
  status: ItemStatus.NotProcessed,
  products: [
    {
      _id: 'i1',
      status: ItemStatus.NotProcessed,
      quantity: 1,
      size: null,
      variant: 'v1',
      sku: 'CLOUD-1',
      thickness: null,
      purchasePrice: 1000,
      totalPrice: 1000,
      totalTax: 180,
      courier: null,
      trackingNumber: null,
      product: { _id: 'p1', name: 'Cloud Pillow', slug: 'cloud-pillow', price: 1000, imageUrl: null, available: true },
    },
  ],
  deliveryAddress: null,
  paymentMethod: paymentStatus === 'cod' ? 'cod' : 'razorpay',
  paymentStatus,
  buyerGstin: null,
  invoiceNumber: null,
});

const renderItems = (paymentStatus: PaymentStatus, isAdmin = false, onStatus = jest.fn()) =>
  render(
    <MemoryRouter>
      <OrderItems order={order(paymentStatus)} isAdmin={isAdmin} busy={false} onStatus={onStatus} />
    </MemoryRouter>,
  );

describe('OrderItems', () => {
  it('offers to cancel an item of a confirmed order, and its status to an administrator', () => {
    renderItems('paid');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    renderItems('paid', true);
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeTruthy();
  });

  it.each(['pending', 'expired'] as const)('offers no item change on an order whose payment is %s: it is cancelled whole', (status) => {
    renderItems(status);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    renderItems(status, true);
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
  });

  describe('an administrator choosing Cancelled', () => {
    const choose = (status: ItemStatus) => fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: status } });

    it('is asked first, and declining changes nothing', () => {
      const onStatus = jest.fn();
      renderItems('paid', true, onStatus);
      choose(ItemStatus.Cancelled);
      const dialog = screen.getByRole('alertdialog', { name: 'Cancel this item?' });
      expect(dialog.textContent).toContain('Cloud Pillow');
      expect(onStatus).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Keep its status' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(onStatus).not.toHaveBeenCalled();
      expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe(ItemStatus.NotProcessed);
    });

    it('is declined by Escape too', () => {
      const onStatus = jest.fn();
      renderItems('paid', true, onStatus);
      choose(ItemStatus.Cancelled);
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(onStatus).not.toHaveBeenCalled();
    });

    it('cancels the item once confirmed', () => {
      const onStatus = jest.fn();
      renderItems('paid', true, onStatus);
      choose(ItemStatus.Cancelled);
      fireEvent.click(screen.getByRole('button', { name: 'Cancel the item' }));
      expect(onStatus).toHaveBeenCalledTimes(1);
      expect(onStatus).toHaveBeenCalledWith(expect.objectContaining({ _id: 'i1' }), ItemStatus.Cancelled);
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });

    it('is not asked for another status', () => {
      const onStatus = jest.fn();
      renderItems('paid', true, onStatus);
      choose(ItemStatus.Processing);
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(onStatus).toHaveBeenCalledWith(expect.objectContaining({ _id: 'i1' }), ItemStatus.Processing);
    });
  });
});
