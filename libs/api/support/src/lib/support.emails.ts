import { greeting, type MailContent } from '@nidra/api/core';

/**
 * The receipt for a contact message. It goes to whatever address the sender typed, so it quotes nothing
 * they wrote but the first word of their name: nobody can send their own text to someone else through it.
 */
export function contactReceiptEmail(to: string, name: string): MailContent {
  return {
    to,
    subject: 'We received your message',
    text: [
      greeting(name),
      '',
      'Thank you for writing to Nidra. We have your message and will answer you at this address within one working day.',
      '',
      'If you did not write to us, you can ignore this email.',
    ].join('\n'),
  };
}

export function newsletterWelcomeEmail(to: string): MailContent {
  return {
    to,
    subject: 'Welcome to the Nidra newsletter',
    text: [
      'Hello,',
      '',
      'You are now subscribed to the Nidra newsletter: new mattresses, sleep advice and offers, about once a month.',
      'To stop, reply to any newsletter with "unsubscribe".',
    ].join('\n'),
  };
}
