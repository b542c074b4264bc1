import {
  isValidAccountNumber,
  isValidIfsc,
  normalizeAccountNumber,
  normalizeIfsc,
  RETURN_NOTE_MAX,
  ReturnMessage,
  type ReturnReason,
  type ReturnRequest,
} from '@nidra/shared/contracts';

/** The shopper's return form as typed. */
export interface ReturnForm {
  reason: ReturnReason | '';
  note: string;
  accountName: string;
  accountNumber: string;
  ifsc: string;
}

export type ReturnFormField = keyof ReturnForm;
export type ReturnFormErrors = Partial<Record<ReturnFormField, string>>;

export const EMPTY_RETURN_FORM: ReturnForm = { reason: '', note: '', accountName: '', accountNumber: '', ifsc: '' };

export const CHOOSE_REASON = 'Please choose why you are returning it.';
const ACCOUNT_NAME_MAX = 100;

/** The form's fields in the order they appear, so the first wrong one takes the cursor. */
export const RETURN_FORM_FIELDS: ReturnFormField[] = ['reason', 'note', 'accountName', 'accountNumber', 'ifsc'];

/** What is wrong with the form, in the server's own words; bank details only count for a cash-on-delivery order. */
export function validateReturnForm(form: ReturnForm, cashOnDelivery: boolean): ReturnFormErrors {
  const errors: ReturnFormErrors = {};
  const note = form.note.trim();
  if (!form.reason) errors.reason = CHOOSE_REASON;
  if (form.reason === 'other' && !note) errors.note = ReturnMessage.noteRequired;
  else if (note.length > RETURN_NOTE_MAX) errors.note = ReturnMessage.noteTooLong;
  if (cashOnDelivery) {
    const name = form.accountName.trim();
    if (!name) errors.accountName = ReturnMessage.accountNameRequired;
    else if (name.length > ACCOUNT_NAME_MAX) errors.accountName = ReturnMessage.accountNameTooLong;
    if (!isValidAccountNumber(normalizeAccountNumber(form.accountNumber))) errors.accountNumber = ReturnMessage.accountNumberInvalid;
    if (!isValidIfsc(normalizeIfsc(form.ifsc))) errors.ifsc = ReturnMessage.ifscInvalid;
  }
  return errors;
}

/** The request as sent: the note only when given, bank details only for cash on delivery, written as the bank does. */
export function toReturnRequest(orderId: string, itemId: string, form: ReturnForm, cashOnDelivery: boolean): ReturnRequest {
  const note = form.note.trim();
  return {
    orderId,
    itemId,
    reason: form.reason as ReturnReason,
    ...(note && { note }),
    ...(cashOnDelivery && {
      bank: {
        accountName: form.accountName.trim(),
        accountNumber: normalizeAccountNumber(form.accountNumber),
        ifsc: normalizeIfsc(form.ifsc),
      },
    }),
  };
}

const FIELD_OF_MESSAGE: Record<string, ReturnFormField> = {
  [ReturnMessage.reasonInvalid]: 'reason',
  [ReturnMessage.noteRequired]: 'note',
  [ReturnMessage.noteTooLong]: 'note',
  [ReturnMessage.bankRequired]: 'accountName',
  [ReturnMessage.accountNameRequired]: 'accountName',
  [ReturnMessage.accountNameTooLong]: 'accountName',
  [ReturnMessage.accountNumberInvalid]: 'accountNumber',
  [ReturnMessage.ifscInvalid]: 'ifsc',
};

/** The field a refusal of the server belongs to; undefined for one about the whole request (past the trial, say). */
export const returnFieldOfMessage = (message: string): ReturnFormField | undefined => FIELD_OF_MESSAGE[message];
