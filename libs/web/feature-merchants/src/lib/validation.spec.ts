import { MerchantMessage, ValidationMessage } from '@nidra/shared/contracts';
import { validateSellerRequest } from './validation';

const good = { name: 'Ravi Menon', email: 'ravi@kerala-coir.in', phoneNumber: '(987) 654-3210', brand: 'Kerala Coir', business: 'Coir mattresses from Alappuzha.' };

describe('seller request form', () => {
  it('accepts a complete request', () => {
    expect(validateSellerRequest(good)).toEqual({});
  });

  it('names each broken rule with the form’s own message', () => {
    expect(validateSellerRequest({ name: ' ', email: 'ravi@', phoneNumber: '98765', brand: '', business: 'Coir beds' })).toEqual({
      name: MerchantMessage.nameRequired,
      email: ValidationMessage.emailInvalid,
      phoneNumber: ValidationMessage.phoneInvalid,
      brand: MerchantMessage.brandRequired,
      business: MerchantMessage.businessMin,
    });
  });
});
