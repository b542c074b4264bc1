// Test doubles for the outside world, shared by the API and browser tests: a real SMTP server that
// keeps what it receives, and a real OAuth 2 provider standing in for Google and Facebook.
export * from './lib/smtp-capture';
export * from './lib/oauth-provider';
