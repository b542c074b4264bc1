import { greeting, type MailContent } from '@nidra/api/core';
import type { User } from '../users/user.entity';

export function welcomeEmail(user: User, publicUrl: string): MailContent {
  return {
    to: user.email,
    subject: 'Welcome to Nidra',
    text: [
      greeting(user.firstName),
      '',
      'Thank you for signing up with Nidra. Your account is ready.',
      `Browse mattresses, pillows and bedding at ${publicUrl}/#/shop`,
      '',
      'Every mattress comes with a 10-year warranty, a 100-night risk-free trial and free shipping all over India.',
      '',
      'Sleep well,',
      'The Nidra team',
    ].join('\n'),
  };
}
