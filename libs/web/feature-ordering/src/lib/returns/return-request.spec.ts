import { ReturnMessage } from '@nidra/shared/contracts';
import { CHOOSE_REASON, EMPTY_RETURN_FORM, returnFieldOfMessage, toReturnRequest, validateReturnForm } from './return-request';

const bank = { accountName: ' Meera Iyer ', accountNumber: '1234 5678 9012', ifsc: 'sbin 0001234' };

describe('the return form', () => {
  it('asks for a reason, and a note only with Other', () => {
    expect(validateReturnForm(EMPTY_RETURN_FORM, false)).toEqual({ reason: CHOOSE_REASON });
    expect(validateReturnForm({ ...EMPTY_RETURN_FORM, reason: 'too-firm' }, false)).toEqual({});
    expect(validateReturnForm({ ...EMPTY_RETURN_FORM, reason: 'other', note: '  ' }, false)).toEqual({ note: ReturnMessage.noteRequired });
    expect(validateReturnForm({ ...EMPTY_RETURN_FORM, reason: 'size', note: 'x'.repeat(501) }, false)).toEqual({ note: ReturnMessage.noteTooLong });
  });

  it('asks a cash-on-delivery shopper for bank details in the server’s words, accepting them as people type them', () => {
    expect(validateReturnForm({ ...EMPTY_RETURN_FORM, reason: 'size' }, true)).toEqual({
      accountName: ReturnMessage.accountNameRequired,
      accountNumber: ReturnMessage.accountNumberInvalid,
      ifsc: ReturnMessage.ifscInvalid,
    });
    expect(validateReturnForm({ ...EMPTY_RETURN_FORM, reason: 'size', ...bank }, true)).toEqual({});
    expect(validateReturnForm({ ...EMPTY_RETURN_FORM, reason: 'size', ...bank, ifsc: 'SBIN1001234' }, true)).toEqual({
      ifsc: ReturnMessage.ifscInvalid,
    });
  });

  it('sends the note only when given and bank details only for cash on delivery, written as the bank does', () => {
    expect(toReturnRequest('o-1', 'i-1', { ...EMPTY_RETURN_FORM, reason: 'too-soft', ...bank }, false)).toEqual({
      orderId: 'o-1',
      itemId: 'i-1',
      reason: 'too-soft',
    });
    expect(toReturnRequest('o-1', 'i-1', { ...EMPTY_RETURN_FORM, reason: 'other', note: ' Sags in the middle ', ...bank }, true)).toEqual({
      orderId: 'o-1',
      itemId: 'i-1',
      reason: 'other',
      note: 'Sags in the middle',
      bank: { accountName: 'Meera Iyer', accountNumber: '123456789012', ifsc: 'SBIN0001234' },
    });
  });

  it('puts a refusal of the server at its field, and one about the whole request at the form', () => {
    expect(returnFieldOfMessage(ReturnMessage.ifscInvalid)).toBe('ifsc');
    expect(returnFieldOfMessage(ReturnMessage.bankRequired)).toBe('accountName');
    expect(returnFieldOfMessage(ReturnMessage.alreadyOpen)).toBeUndefined();
  });
});
