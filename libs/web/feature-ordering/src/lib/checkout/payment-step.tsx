import { useId } from 'react';
import type { PaymentMethod } from '@nidra/shared/contracts';
import { Spinner } from '@nidra/web/ui';
import { PaymentOptions } from './payment-options';

/** Checkout's payment: the ways to pay once the shop has said which it takes. */
export function PaymentStep({
  loading,
  method,
  codReason,
  online,
  onChoose,
}: {
  loading: boolean;
  method: PaymentMethod | null;
  codReason?: string;
  online: boolean;
  onChoose: (method: PaymentMethod) => void;
}) {
  const legendId = useId();
  return (
    <section className="panel">
      <fieldset className="checkout__fieldset">
        <legend id={legendId} className="panel__title checkout__legend">
          Payment
        </legend>
        {loading ? (
          <Spinner label="Loading the ways to pay" />
        ) : (
          <PaymentOptions method={method} codReason={codReason} online={online} onChoose={onChoose} />
        )}
      </fieldset>
    </section>
  );
}
