import {
  MERCHANT_LIMITS,
  MerchantMessage,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  ValidationMessage,
  type MerchantSignupRequest,
  type SellerRequest,
} from '@nidra/shared/contracts';
import { rules, validateWith } from '@nidra/web/util';

const email = [rules.required(ValidationMessage.emailRequired), rules.email(ValidationMessage.emailInvalid)];

/** The seller request's rules, with the server's own messages. */
export const validateSellerRequest = validateWith<SellerRequest>({
  name: [rules.required(MerchantMessage.nameRequired)],
  email,
  phoneNumber: [rules.required(MerchantMessage.phoneRequired), rules.pattern(PHONE_PATTERN, ValidationMessage.phoneInvalid)],
  brand: [rules.required(MerchantMessage.brandRequired)],
  business: [rules.required(MerchantMessage.businessRequired), rules.minLength(MERCHANT_LIMITS.businessMin, MerchantMessage.businessMin)],
});

/** The approved merchant's sign-up: a shopper's sign-up rules, with the server's own messages. */
export const validateMerchantSignup = validateWith<MerchantSignupRequest>({
  email,
  firstName: [rules.required(ValidationMessage.firstNameRequired)],
  lastName: [rules.required(ValidationMessage.lastNameRequired)],
  password: [rules.required(ValidationMessage.passwordRequired), rules.minLength(PASSWORD_MIN_LENGTH, ValidationMessage.passwordMin)],
});
