import type { MailContent } from '@nidra/api/core';

export function contactReceiptEmail(to: string, name: string, message: string): MailContent {
  return {
    to,
    subject: 'We received your message',
    text: [
      `Hi ${name},`,
      '',
      'Thank you for writing to Nidra. We have your message and will answer you at this address within one working day.',
      '',
      'Your message:',
      ...message.split('\n').map((line) => `> ${line}`),
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
