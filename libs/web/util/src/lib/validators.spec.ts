import { rules, validateWith } from './validators';

interface Reset {
  password: string;
  confirmPassword: string;
  email: string;
}

const validate = validateWith<Reset>({
  email: [rules.required('Email is required.'), rules.email('Email format is invalid.')],
  password: [rules.required('Password is required.'), rules.minLength(6, 'Password must be at least 6 characters.')],
  confirmPassword: [
    rules.required('Confirm password is required.'),
    rules.sameAs('password', 'Confirm password and password fields must match.'),
  ],
});

describe('validateWith', () => {
  it('reports the first broken rule of each field', () => {
    expect(validate({ email: ' ', password: '123', confirmPassword: '' })).toEqual({
      email: 'Email is required.',
      password: 'Password must be at least 6 characters.',
      confirmPassword: 'Confirm password is required.',
    });
  });

  it('checks formats and matching fields', () => {
    expect(validate({ email: 'a@b', password: 'secret1', confirmPassword: 'secret2' })).toEqual({
      email: 'Email format is invalid.',
      confirmPassword: 'Confirm password and password fields must match.',
    });
  });

  it('passes valid values', () => {
    expect(validate({ email: 'a@b.in', password: 'secret1', confirmPassword: 'secret1' })).toEqual({});
  });

  it('applies patterns only to values that are there', () => {
    const phone = validateWith<{ phone: string }>({ phone: [rules.pattern(/^\d{10}$/, 'Phone number format is invalid.')] });
    expect(phone({ phone: '' })).toEqual({});
    expect(phone({ phone: '12' })).toEqual({ phone: 'Phone number format is invalid.' });
  });
});
