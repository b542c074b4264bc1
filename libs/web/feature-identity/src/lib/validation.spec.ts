import { ValidationMessage } from '@nidra/shared/contracts';
import { validateLogin, validateRegister } from './validation';

describe('validateLogin', () => {
  it('asks for both fields', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: ValidationMessage.emailRequired,
      password: ValidationMessage.passwordRequired,
    });
  });

  it('checks the email format and password length', () => {
    expect(validateLogin({ email: 'asha@', password: '123' })).toEqual({
      email: ValidationMessage.emailInvalid,
      password: ValidationMessage.passwordMin,
    });
  });

  it('passes a proper pair', () => {
    expect(validateLogin({ email: 'asha@example.in', password: '123456' })).toEqual({});
  });
});

describe('validateRegister', () => {
  it('names every missing field', () => {
    expect(validateRegister({ email: '', firstName: ' ', lastName: '', password: '' })).toEqual({
      email: ValidationMessage.emailRequired,
      firstName: ValidationMessage.firstNameRequired,
      lastName: ValidationMessage.lastNameRequired,
      password: ValidationMessage.passwordRequired,
    });
  });

  it('passes a complete form', () => {
    expect(validateRegister({ email: 'a@b.in', firstName: 'A', lastName: 'B', password: 'secret1' })).toEqual({});
  });
});
