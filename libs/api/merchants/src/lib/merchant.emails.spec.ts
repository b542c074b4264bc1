import { merchantSignupEmail, merchantWelcomeEmail } from './merchant.emails';

describe('merchant emails', () => {
  it('sends the sign-up link to the applicant, greeting them by first name only', () => {
    const mail = merchantSignupEmail('ravi@kerala-coir.in', 'Ravi\nKumar', 'Kerala Coir', 'http://shop.test/#/merchant-signup/t0k?email=ravi%40kerala-coir.in');
    expect(mail.to).toBe('ravi@kerala-coir.in');
    expect(mail.subject).toBe('Merchant Registration');
    expect(mail.text.split('\n')[0]).toBe('Hi Ravi,');
    expect(mail.text).toContain('http://shop.test/#/merchant-signup/t0k?email=ravi%40kerala-coir.in');
    expect(mail.text).toContain('Kerala Coir');
  });

  it('welcomes an existing account with where to sign in', () => {
    const mail = merchantWelcomeEmail('asha@example.in', 'Asha', 'Asha Linens', 'http://shop.test/#/login');
    expect(mail.subject).toBe('Merchant Welcome');
    expect(mail.text).toContain('http://shop.test/#/login');
  });
});
