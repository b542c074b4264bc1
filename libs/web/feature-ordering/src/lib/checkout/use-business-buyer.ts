import { useEffect, useState, type RefObject } from 'react';
import type { BusinessBuyerRequest } from '@nidra/shared/contracts';
import type { FieldErrors } from '@nidra/web/util';
import {
  businessBuyerRequest,
  businessFieldOfMessage,
  EMPTY_BUSINESS_BUYER,
  validateBusinessBuyer,
  type BusinessBuyerValues,
} from './business-buyer';

export type BusinessBuyer = ReturnType<typeof useBusinessBuyer>;

/**
 * "Buying for a business?": whether the order is billed to a business, its fields, and what is wrong with
 * them (checked once Place Order was pressed, then as they are typed; or what the server refused).
 */
export function useBusinessBuyer(formRef: RefObject<HTMLFormElement | null>) {
  const [open, setOpen] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const [values, setValues] = useState<BusinessBuyerValues>(EMPTY_BUSINESS_BUYER);
  const [attempted, setAttempted] = useState(false);
  const [refused, setRefused] = useState<FieldErrors<BusinessBuyerValues>>({});

  // Once its messages are shown, the cursor goes to the form's first wrong field.
  useEffect(() => {
    if (focusTick > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick, formRef]);

  const errors: FieldErrors<BusinessBuyerValues> = open ? { ...refused, ...(attempted ? validateBusinessBuyer(values) : {}) } : {};

  const setField = (name: keyof BusinessBuyerValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setRefused((current) => ({ ...current, [name]: undefined }));
  };

  /**
   * The buyer to send: undefined when not buying for a business, null when its fields are not right yet
   * (their messages are then shown).
   */
  const request = (): BusinessBuyerRequest | null | undefined => {
    if (!open) return undefined;
    setAttempted(true);
    setRefused({});
    return Object.keys(validateBusinessBuyer(values)).length > 0 ? null : businessBuyerRequest(values);
  };

  /** Puts the cursor in the first wrong field, once the messages `request` found are shown. */
  const showProblems = () => setFocusTick((tick) => tick + 1);

  /** Shows a refusal of the server at the field it names (the cursor there); says whether it named one. */
  const takeRefusal = (message: string | undefined): boolean => {
    const field = open ? businessFieldOfMessage(message) : undefined;
    if (!field || !message) return false;
    setRefused({ [field]: message });
    showProblems();
    return true;
  };

  return { open, setOpen, values, errors, setField, request, showProblems, takeRefusal };
}
