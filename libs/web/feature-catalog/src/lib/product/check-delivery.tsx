import { useId, useRef, useState, type FormEvent } from 'react';
import { CheckoutMessage, DeliveryMessage, PINCODE_PATTERN, type DeliveryEstimateResponse } from '@nidra/shared/contracts';
import { serverErrorMessage, useLazyGetDeliveryEstimateQuery } from '@nidra/web/data-access';
import { Button } from '@nidra/web/ui';
import { formatDeliveryDate } from '@nidra/web/util';
import './check-delivery.css';

const UNREACHABLE = 'Could not reach the shop. Check your connection and try again.';

/** The product page's pincode check: when an order would arrive there, and whether cash on delivery is taken. */
export function CheckDelivery() {
  const id = useId();
  const [pincode, setPincode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [found, setFound] = useState<DeliveryEstimateResponse>();
  const [lookUp, { isFetching }] = useLazyGetDeliveryEstimateQuery();

  const check = async (event: FormEvent) => {
    event.preventDefault();
    setFound(undefined);
    if (!PINCODE_PATTERN.test(pincode)) {
      setError(DeliveryMessage.invalidPincode);
      input.current?.focus();
      return;
    }
    setError(undefined);
    try {
      setFound(await lookUp(pincode, true).unwrap());
    } catch (failure) {
      setError(serverErrorMessage(failure) ?? UNREACHABLE);
    }
  };

  return (
    <form className="check-delivery" noValidate onSubmit={(event) => void check(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="check-delivery__title">
        Check delivery
      </h2>
      <div className="check-delivery__row">
        <label className="visually-hidden" htmlFor={`${id}-pincode`}>
          Pincode
        </label>
        <input
          id={`${id}-pincode`}
          ref={input}
          className="field__input check-delivery__input"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="Pincode"
          value={pincode}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-answer`}
          onChange={(event) => setPincode(event.target.value.replace(/\D/g, '').slice(0, 6))}
        />
        <Button type="submit" variant="secondary" busy={isFetching}>
          Check
        </Button>
      </div>
      <div id={`${id}-answer`} className="check-delivery__answer" aria-live="polite">
        {error && <p className="field__error">{error}</p>}
        {found &&
          (found.serviceable ? (
            <>
              <p className="check-delivery__date">Delivery by {formatDeliveryDate(found.days)}</p>
              <p className="check-delivery__place">
                {found.city}, {found.state} {found.pincode}
              </p>
              <p className={found.codAvailable ? 'check-delivery__cod' : 'check-delivery__cod check-delivery__cod--off'}>
                {found.codAvailable ? 'Cash on Delivery available' : 'Cash on Delivery not available'}
              </p>
            </>
          ) : (
            <p className="field__error">{CheckoutMessage.notServiceable(found.pincode)}</p>
          ))}
      </div>
    </form>
  );
}
