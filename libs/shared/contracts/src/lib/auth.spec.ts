import { SocialMessage, socialNotice } from './auth';

describe('socialNotice', () => {
  it('passes the shop’s own social sign-in texts through', () => {
    for (const text of [SocialMessage.cancelled('google'), SocialMessage.unverified('facebook'), SocialMessage.stateExpired]) {
      expect(socialNotice(text)).toBe(text);
    }
  });

  it('reads any other text as a generic failure, so a link cannot put its words on the page', () => {
    for (const text of ['Your account is locked. Call +91 90000 00000.', '', SocialMessage.cancelled('google').toUpperCase()]) {
      expect(socialNotice(text)).toBe(SocialMessage.notCompleted);
    }
  });
});
