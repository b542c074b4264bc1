import { greeting, type MailContent } from '@nidra/api/core';

export function merchantSignupEmail(to: string, name: string, brand: string, link: string): MailContent {
  return {
    to,
    subject: 'Merchant Registration',
    text: [
      greeting(name),
      '',
      `Congratulations! Your request to sell ${brand} on Nidra has been approved.`,
      'Open this link within seven days to set your name and password and finish signing up:',
      '',
      link,
      '',
      'Once you sign in, your dashboard has your Brand and Products. Your brand goes live when our team enables it.',
      '',
      'The Nidra team',
    ].join('\n'),
  };
}

export function merchantWelcomeEmail(to: string, firstName: string, brand: string, loginUrl: string): MailContent {
  return {
    to,
    subject: 'Merchant Welcome',
    text: [
      greeting(firstName),
      '',
      `Congratulations! Your request to sell ${brand} on Nidra has been approved, and your account is now a merchant account.`,
      `Sign in with your usual email and password at ${loginUrl}; your dashboard now has your Brand and Products.`,
      'Your brand goes live when our team enables it.',
      '',
      'The Nidra team',
    ].join('\n'),
  };
}
