import { CheckoutMessage } from '@nidra/shared/contracts';
import { paymentChoice } from './payment-choice';

const bengaluru = { pincode: '560001', codAvailable: true };
const portBlair = { pincode: '744101', codAvailable: false };

describe('paymentChoice', () => {
  it('offers cash on delivery first, and keeps what the shopper picked', () => {
    expect(paymentChoice({ totalWithTax: 1239, codLimit: 50000, delivery: bengaluru, online: true, chosen: null })).toEqual({
      codReason: undefined,
      method: 'cod',
    });
    expect(paymentChoice({ totalWithTax: 1239, codLimit: 50000, delivery: bengaluru, online: true, chosen: 'razorpay' }).method).toBe('razorpay');
  });

  it('refuses cash on delivery over the limit and where the pincode has none, and moves to online', () => {
    const over = paymentChoice({ totalWithTax: 53100, codLimit: 50000, delivery: bengaluru, online: true, chosen: 'cod' });
    expect(over).toEqual({ codReason: CheckoutMessage.codOverLimit('₹50,000'), method: 'razorpay' });
    const island = paymentChoice({ totalWithTax: 1239, codLimit: 50000, delivery: portBlair, online: true, chosen: null });
    expect(island).toEqual({ codReason: CheckoutMessage.codUnavailable('744101'), method: 'razorpay' });
  });

  it('leaves nothing to pay with when cash is refused and the shop takes no online payment', () => {
    expect(paymentChoice({ totalWithTax: 1239, codLimit: 50000, delivery: portBlair, online: false, chosen: 'razorpay' }).method).toBeNull();
  });

  it('allows cash on delivery while the total or the pincode is not known yet', () => {
    expect(paymentChoice({ online: false, chosen: null })).toEqual({ codReason: undefined, method: 'cod' });
  });
});
