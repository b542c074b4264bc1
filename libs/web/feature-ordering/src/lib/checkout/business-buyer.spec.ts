import { CheckoutMessage, NameMessage } from '@nidra/shared/contracts';
import { businessBuyerRequest, businessFieldOfMessage, EMPTY_BUSINESS_BUYER, stateOfGstin, validateBusinessBuyer } from './business-buyer';

const business = { gstin: ' 29aagcb7383j1z4 ', legalName: ' Bengaluru Hotels Pvt Ltd ', address: ' 1 MG Road, Bengaluru 560001 ' };

describe('a business buyer at checkout', () => {
  it('asks for every field, with the server’s words', () => {
    expect(validateBusinessBuyer(EMPTY_BUSINESS_BUYER)).toEqual({
      gstin: CheckoutMessage.gstinInvalid,
      legalName: CheckoutMessage.buyerLegalNameRequired,
      address: CheckoutMessage.buyerAddressRequired,
    });
    expect(validateBusinessBuyer(business)).toEqual({});
  });

  it('refuses a GSTIN whose check character, shape or state is wrong, and names or addresses too long or with line breaks', () => {
    for (const gstin of ['29AAGCB7383J1Z5', '29AAGCB7383J1Z', '99AAGCB7383J1Z4']) {
      expect(validateBusinessBuyer({ ...business, gstin })).toEqual({ gstin: CheckoutMessage.gstinInvalid });
    }
    expect(validateBusinessBuyer({ ...business, legalName: 'x'.repeat(201), address: 'y'.repeat(401) })).toEqual({
      legalName: CheckoutMessage.buyerLegalNameMax,
      address: CheckoutMessage.buyerAddressMax,
    });
    expect(validateBusinessBuyer({ ...business, legalName: 'x'.repeat(200), address: 'y'.repeat(400) })).toEqual({});
    expect(validateBusinessBuyer({ ...business, address: '1 MG Road\nBengaluru' })).toEqual({ address: NameMessage.controlCharacters('Billing address') });
  });

  it('sends the GSTIN in capitals and its first two digits as the state', () => {
    expect(businessBuyerRequest(business)).toEqual({
      gstin: '29AAGCB7383J1Z4',
      legalName: 'Bengaluru Hotels Pvt Ltd',
      address: '1 MG Road, Bengaluru 560001',
      stateCode: '29',
    });
    expect(stateOfGstin('27aapfu0939f1zv')?.name).toBe('Maharashtra');
    expect(stateOfGstin('2')).toBeUndefined();
  });

  it('shows each refusal of the server at its field', () => {
    expect(businessFieldOfMessage(CheckoutMessage.gstinInvalid)).toBe('gstin');
    expect(businessFieldOfMessage(CheckoutMessage.buyerStateMismatch)).toBe('gstin');
    expect(businessFieldOfMessage(CheckoutMessage.buyerLegalNameMax)).toBe('legalName');
    expect(businessFieldOfMessage(NameMessage.hiddenCharacters('Legal name'))).toBe('legalName');
    expect(businessFieldOfMessage(CheckoutMessage.buyerAddressRequired)).toBe('address');
    expect(businessFieldOfMessage(CheckoutMessage.mobileInvalid)).toBeUndefined();
    expect(businessFieldOfMessage(undefined)).toBeUndefined();
  });
});
