import { invoicePrefixTaken, merchantBusinessProblem, MerchantBusinessMessage, missingBusinessDetails, type MerchantBusinessFields } from './merchant-business';

const complete: MerchantBusinessFields = {
  legalName: 'Kerala Coir Works Private Limited',
  gstin: '27AAPFU0939F1ZV',
  pan: 'AAPFU0939F',
  address: '14 Beach Road',
  city: 'Mumbai',
  stateCode: '27',
  pincode: '400001',
  invoicePrefix: 'KCW',
  bankAccountName: 'Kerala Coir Works',
  bankAccountNumber: '001234567890',
  bankIfsc: 'HDFC0001234',
};

describe('invoice prefixes', () => {
  it('keeps every series apart: the shop’s, each seller’s, and each seller’s credit notes (prefix + C)', () => {
    expect(invoicePrefixTaken('KCW', [])).toBe(false);
    expect(invoicePrefixTaken('NID', [])).toBe(true);
    expect(invoicePrefixTaken('NCN', [])).toBe(true);
    expect(invoicePrefixTaken('AB', ['AB'])).toBe(true);
    expect(invoicePrefixTaken('ABC', ['AB'])).toBe(true);
    expect(invoicePrefixTaken('AB', ['ABC'])).toBe(true);
    expect(invoicePrefixTaken('AB', ['ABD', 'XY'])).toBe(false);
  });
});

describe('business details', () => {
  it('names what is missing in plain words, the bank account as one', () => {
    expect(missingBusinessDetails(complete)).toEqual([]);
    expect(missingBusinessDetails({ ...complete, gstin: null, bankIfsc: null })).toEqual(['GSTIN', 'bank account']);
  });

  it('checks each field and the GSTIN against the PAN and state', () => {
    expect(merchantBusinessProblem(complete)).toBeUndefined();
    expect(merchantBusinessProblem({ gstin: '27AAPFU0939F1ZW' })).toBe(MerchantBusinessMessage.gstinInvalid);
    expect(merchantBusinessProblem({ ...complete, pan: 'AAPFU0939G' })).toBe(MerchantBusinessMessage.gstinPanMismatch);
    expect(merchantBusinessProblem({ ...complete, stateCode: '29' })).toBe(MerchantBusinessMessage.gstinStateMismatch);
    expect(merchantBusinessProblem({ stateCode: '25' })).toBe(MerchantBusinessMessage.stateInvalid);
    expect(merchantBusinessProblem({ bankIfsc: 'HDFC001234' })).toBe(MerchantBusinessMessage.ifscInvalid);
    expect(merchantBusinessProblem({ bankAccountNumber: '12345678' })).toBe(MerchantBusinessMessage.accountNumberInvalid);
    expect(merchantBusinessProblem({ invoicePrefix: 'ABCD' })).toBe(MerchantBusinessMessage.invoicePrefixInvalid);
  });
});
