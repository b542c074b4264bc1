import { ChatRateLimit } from './chat-rate-limit';

describe('chat rate limit', () => {
  it('lets a burst through, refuses the next, and lets it go again once the window passes', () => {
    const limit = new ChatRateLimit(3, 10_000);
    const results = [0, 1, 2, 3].map((i) => limit.allow('asha', 1_000 + i));
    expect(results).toEqual([true, true, true, false]);
    expect(limit.allow('ravi', 1_004)).toBe(true);
    expect(limit.allow('asha', 11_001)).toBe(true);
  });
});
