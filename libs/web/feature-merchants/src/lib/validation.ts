import { MERCHANT_LIMITS, MerchantMessage, PHONE_PATTERN, ValidationMessage, type SellerRequest } from '@nidra/shared/contracts';
import { rules, validateWith } from '@nidra/web/util';

/** The seller request's rules, with the server's own messages. */
export const validateSellerRequest = validateWith<SellerRequest>({
  name: [rules.required(MerchantMessage.nameRequired)],
  email: [rules.required(ValidationMessage.emailRequired), rules.email(ValidationMessage.emailInvalid)],
  phoneNumber: [rules.required(MerchantMessage.phoneRequired), rules.pattern(PHONE_PATTERN, ValidationMessage.phoneInvalid)],
  brand: [rules.required(MerchantMessage.brandRequired)],
  business: [rules.required(MerchantMessage.businessRequired), rules.minLength(MERCHANT_LIMITS.businessMin, MerchantMessage.businessMin)],
});
