import {
  CONTACT_MESSAGE_MIN_LENGTH,
  SupportMessage,
  ValidationMessage,
  type ContactRequest,
  type NewsletterRequest,
} from '@nidra/shared/contracts';
import { rules, validateWith } from '@nidra/web/util';

const email = [rules.required(ValidationMessage.emailRequired), rules.email(ValidationMessage.emailInvalid)];

export const validateContact = validateWith<ContactRequest>({
  name: [rules.required(SupportMessage.nameRequired)],
  email,
  message: [rules.required(SupportMessage.messageRequired), rules.minLength(CONTACT_MESSAGE_MIN_LENGTH, SupportMessage.messageMin)],
});

export const validateNewsletter = validateWith<NewsletterRequest>({ email });
