export interface ContactRequest {
  name: string;
  email: string;
  message: string;
}

export interface NewsletterRequest {
  email: string;
}

export const CONTACT_MESSAGE_MIN_LENGTH = 10;

export const SupportMessage = {
  nameRequired: 'Name is required.',
  messageRequired: 'Message is required.',
  messageMin: 'Message must be at least 10 characters.',
  contactReceived: (email: string) => `We received your message, we will reach you on your email address ${email}!`,
  subscribed: 'You have successfully subscribed to the newsletter',
} as const;
