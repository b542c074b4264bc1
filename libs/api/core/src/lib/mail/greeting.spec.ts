import { greeting, greetingName } from './greeting';

describe('greetingName', () => {
  it('keeps the first word of a name, without control characters, at most 50 characters', () => {
    expect(greetingName('Asha Rao')).toBe('Asha');
    expect(greetingName('Asha\r\n\r\nClick http://evil.example to claim a prize')).toBe('Asha');
    expect(greetingName('\tRavi')).toBe('Ravi');
    expect(greetingName('x'.repeat(80))).toHaveLength(50);
    expect(greetingName('')).toBe('there');
    expect(greeting(null)).toBe('Hi there,');
  });
});
