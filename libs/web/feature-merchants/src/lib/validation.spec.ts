import { MerchantMessage, ValidationMessage } from '@nidra/shared/contracts';
import { validateMerchantSignup, validateSellerRequest } from './validation';

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

describe('merchant sign-up form', () => {
  it('names every missing field', () => {
    expect(validateMerchantSignup({ email: '', firstName: ' ', lastName: '', password: '' })).toEqual({
      email: ValidationMessage.emailRequired,
      firstName: ValidationMessage.firstNameRequired,
      lastName: ValidationMessage.lastNameRequired,
      password: ValidationMessage.passwordRequired,
    });
  });

  it('checks the email format and password length', () => {
    expect(validateMerchantSignup({ email: 'ravi@', firstName: 'Ravi', lastName: 'Menon', password: '123' })).toEqual({
      email: ValidationMessage.emailInvalid,
      password: ValidationMessage.passwordMin,
    });
  });

  it('passes a complete form', () => {
    expect(validateMerchantSignup({ email: 'ravi@kerala-coir.in', firstName: 'Ravi', lastName: 'Menon', password: 'secret1' })).toEqual({});
  });
});
