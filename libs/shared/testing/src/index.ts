// Test doubles for the outside world, shared by the API and browser tests: a real SMTP server that
// keeps what it receives, a real OAuth 2 provider standing in for Google and Facebook, a local Razorpay (API, webhooks
// and Checkout script) and a local Shiprocket (the courier's API and its tracking webhooks).
export * from './lib/smtp-capture';
export * from './lib/oauth-provider';
export * from './lib/razorpay-stand-in';
export * from './lib/shiprocket-stand-in';
