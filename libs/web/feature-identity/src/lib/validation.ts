import {
  AddressMessage,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  ValidationMessage,
  ZIP_CODE_MIN_LENGTH,
  type AddressFields,
  type LoginRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
} from '@nidra/shared/contracts';
import { rules, validateWith } from '@nidra/web/util';

const email = [rules.required(ValidationMessage.emailRequired), rules.email(ValidationMessage.emailInvalid)];
const password = [
  rules.required(ValidationMessage.passwordRequired),
  rules.minLength(PASSWORD_MIN_LENGTH, ValidationMessage.passwordMin),
];

/** The forms' rules, with the server's own messages. */
export const validateLogin = validateWith<LoginRequest>({ email, password });

export const validateRegister = validateWith<RegisterRequest>({
  email,
  firstName: [rules.required(ValidationMessage.firstNameRequired)],
  lastName: [rules.required(ValidationMessage.lastNameRequired)],
  password,
});

export const validateForgot = validateWith<{ email: string }>({ email });

export const validateReset = validateWith<ResetPasswordRequest>({
  password,
  confirmPassword: [
    rules.required(ValidationMessage.confirmPasswordRequired),
    rules.minLength(PASSWORD_MIN_LENGTH, ValidationMessage.confirmPasswordMin),
    rules.sameAs('password', ValidationMessage.confirmPasswordMatch),
  ],
});

export const validateProfile = validateWith<{ firstName: string; lastName: string; phoneNumber: string }>({
  firstName: [rules.required(ValidationMessage.firstNameRequired)],
  lastName: [rules.required(ValidationMessage.lastNameRequired)],
  phoneNumber: [rules.pattern(PHONE_PATTERN, ValidationMessage.phoneInvalid)],
});

const addressRules = {
  address: [rules.required(AddressMessage.addressRequired)],
  city: [rules.required(AddressMessage.cityRequired)],
  state: [rules.required(AddressMessage.stateRequired)],
  country: [rules.required(AddressMessage.countryRequired)],
};

export const validateNewAddress = validateWith<AddressFields>({
  ...addressRules,
  zipCode: [rules.required(AddressMessage.zipCodeRequired), rules.minLength(ZIP_CODE_MIN_LENGTH, AddressMessage.zipCodeMin)],
});

export const validateAddress = validateWith<AddressFields>({
  ...addressRules,
  zipCode: [rules.required(AddressMessage.zipCodeRequired)],
});
