import { useId } from 'react';
import type { PaymentMethod } from '@nidra/shared/contracts';

/**
 * The ways to pay as radio buttons: Cash on Delivery (disabled with its reason where it is not taken) and,
 * when the shop takes payments online, Razorpay.
 */
export function PaymentOptions({
  method,
  codReason,
  online,
  onChoose,
}: {
  method: PaymentMethod | null;
  codReason: string | null | undefined;
  online: boolean;
  onChoose: (method: PaymentMethod) => void;
}) {
  const ids = { codHint: useId(), onlineHint: useId() };
  return (
    <div className="checkout-options">
      <div
        className={`checkout-option${method === 'cod' ? ' checkout-option--checked' : ''}${codReason ? ' checkout-option--disabled' : ''}`}
      >
        <label className="checkout-option__label">
          <input
            type="radio"
            name="payment"
            value="cod"
            checked={method === 'cod'}
            disabled={Boolean(codReason)}
            aria-describedby={ids.codHint}
            onChange={() => onChoose('cod')}
          />
          <span className="checkout-option__title">Cash on Delivery</span>
        </label>
        <p id={ids.codHint} className={codReason ? 'checkout-option__problem' : 'checkout-option__hint'}>
          {codReason ?? 'Pay the courier in cash when your order arrives.'}
        </p>
      </div>
      {online && (
        <div className={`checkout-option${method === 'razorpay' ? ' checkout-option--checked' : ''}`}>
          <label className="checkout-option__label">
            <input
              type="radio"
              name="payment"
              value="razorpay"
              checked={method === 'razorpay'}
              aria-describedby={ids.onlineHint}
              onChange={() => onChoose('razorpay')}
            />
            <span className="checkout-option__title">Pay Online (UPI, cards, netbanking)</span>
          </label>
          <p id={ids.onlineHint} className="checkout-option__hint">
            Securely through Razorpay; your order is confirmed as soon as it is paid.
          </p>
        </div>
      )}
    </div>
  );
}
