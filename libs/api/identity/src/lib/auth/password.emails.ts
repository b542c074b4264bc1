import { greeting, type MailContent } from '@nidra/api/core';

export function resetEmail(to: string, firstName: string, link: string): MailContent {
  return {
    to,
    subject: 'Reset Password',
    text: [
      greeting(firstName),
      '',
      'You are receiving this because you (or someone else) asked to reset the password of your Nidra account.',
      'Open this link within one hour to choose a new password:',
      '',
      link,
      '',
      'If you did not ask for this, ignore this email and your password stays as it is.',
    ].join('\n'),
  };
}

export function passwordChangedEmail(to: string, firstName: string): MailContent {
  return {
    to,
    subject: 'Password Changed',
    text: [
      greeting(firstName),
      '',
      'The password of your Nidra account has just been changed, and every device has been signed out.',
      'If you did not do this, reset your password at once from the login page and write to us.',
    ].join('\n'),
  };
}
