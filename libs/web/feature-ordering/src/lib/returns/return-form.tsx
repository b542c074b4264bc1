import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { RETURN_REASON_LABELS, RETURN_REASONS, ReturnMessage, type OrderDto, type OrderItemDto } from '@nidra/shared/contracts';
import { notifySuccess, serverErrorMessage, useAppDispatch } from '@nidra/web/data-access';
import { Button, TextArea, TextField } from '@nidra/web/ui';
import { useRequestReturnMutation } from './returns.api';
import {
  EMPTY_RETURN_FORM,
  returnFieldOfMessage,
  toReturnRequest,
  validateReturnForm,
  type ReturnForm,
  type ReturnFormErrors,
} from './return-request';

const UNREACHABLE = 'Could not reach the shop. Check your connection and try again.';

export interface ReturnFormProps {
  order: OrderDto;
  item: OrderItemDto;
  onClose: () => void;
}

/** The shopper's return request for one delivered item: why, a note, and for cash on delivery where the refund goes. */
export function ReturnRequestForm({ order, item, onClose }: ReturnFormProps) {
  const dispatch = useAppDispatch();
  const [requestReturn, { isLoading }] = useRequestReturnMutation();
  const [form, setForm] = useState<ReturnForm>(EMPTY_RETURN_FORM);
  const [errors, setErrors] = useState<ReturnFormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ids = { heading: useId(), reasonError: useId(), bankHint: useId(), problem: useId() };
  const cashOnDelivery = order.paymentMethod === 'cod';

  // Opening the form takes the reader to it.
  useEffect(() => headingRef.current?.focus(), []);

  // A refused form puts the cursor in its first wrong field.
  useEffect(() => {
    if (focusTick > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  const set = (name: keyof ReturnForm, value: string) => setForm((current) => ({ ...current, [name]: value }));
  const field = (name: 'note' | 'accountName' | 'accountNumber' | 'ifsc') => ({
    name,
    value: form[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const found = validateReturnForm(form, cashOnDelivery);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFocusTick((tick) => tick + 1);
      return;
    }
    try {
      await requestReturn(toReturnRequest(order._id, item._id, form, cashOnDelivery)).unwrap();
      dispatch(notifySuccess(ReturnMessage.requested));
      onClose();
    } catch (error) {
      const message = serverErrorMessage(error);
      const at = message ? returnFieldOfMessage(message) : undefined;
      if (message && at) {
        setErrors({ [at]: message });
        setFocusTick((tick) => tick + 1);
      } else {
        setProblem(message ?? UNREACHABLE);
      }
    }
  };

  return (
    <form ref={formRef} className="return-form" noValidate aria-labelledby={ids.heading} onSubmit={(event) => void submit(event)}>
      <h3 id={ids.heading} ref={headingRef} tabIndex={-1} className="return-form__title">
        Return {item.product.name}
      </h3>
      <p className="return-form__intro">Within 100 nights of delivery we collect it from you and refund what you paid for it.</p>
      <fieldset className="return-form__group" aria-describedby={errors.reason ? ids.reasonError : undefined}>
        <legend className="field__label">Why are you returning it?</legend>
        <div className="return-form__reasons">
          {RETURN_REASONS.map((reason) => (
            <label key={reason} className="return-form__reason">
              <input
                type="radio"
                name="reason"
                value={reason}
                checked={form.reason === reason}
                aria-invalid={errors.reason ? true : undefined}
                onChange={() => set('reason', reason)}
              />
              <span>{RETURN_REASON_LABELS[reason]}</span>
            </label>
          ))}
        </div>
        {errors.reason && (
          <p id={ids.reasonError} className="field__error" role="alert">
            {errors.reason}
          </p>
        )}
      </fieldset>
      <TextArea label={form.reason === 'other' ? 'Note' : 'Note (optional)'} rows={3} {...field('note')} />
      {cashOnDelivery && (
        <fieldset className="return-form__group" aria-describedby={ids.bankHint}>
          <legend className="field__label">Bank account for your refund</legend>
          <p id={ids.bankHint} className="return-form__hint">
            You paid on delivery, so we refund you by bank transfer.
          </p>
          <TextField label="Account holder name" autoComplete="name" {...field('accountName')} />
          <div className="form__row">
            <TextField label="Account number" inputMode="numeric" autoComplete="off" {...field('accountNumber')} />
            <TextField
              label="IFSC"
              autoComplete="off"
              autoCapitalize="characters"
              placeholder="e.g. SBIN0001234"
              maxLength={11}
              {...field('ifsc')}
            />
          </div>
        </fieldset>
      )}
      {problem && (
        <p id={ids.problem} className="return-form__problem" role="alert">
          {problem}
        </p>
      )}
      <div className="form__actions">
        <Button type="submit" busy={isLoading}>
          Request return
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
