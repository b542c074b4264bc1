import { greeting, greetingName } from './greeting';

describe('greeting', () => {
  it('greets by the first word of a name, at most 50 characters', () => {
    expect(greeting('Asha Rao')).toBe('Hi Asha,');
    expect(greeting('  Ravi  ')).toBe('Hi Ravi,');
    expect(greeting('Asha\r\n\r\nClaim your prize today')).toBe('Hi Asha,');
    expect(greetingName('x'.repeat(80))).toHaveLength(50);
  });

  it('takes letters of any script, spaces and the punctuation of names', () => {
    expect(greeting('प्रिया शर्मा')).toBe('Hi प्रिया,');
    expect(greeting('அருண் குமார்')).toBe('Hi அருண்,');
    expect(greeting('نیدرا')).toBe('Hi نیدرا,');
    expect(greeting("D'Souza")).toBe("Hi D'Souza,");
    expect(greeting('O’Brien')).toBe('Hi O’Brien,');
    expect(greeting('Mary-Jane Rao')).toBe('Hi Mary-Jane,');
    expect(greeting('Asha K. Rao')).toBe('Hi Asha,');
  });

  it('greets without a name when the name is anything else', () => {
    for (const name of [
      'evil.example/claim-refund?id=9',
      'evil.example',
      'Asha http://evil.example',
      'Asha\r\nClick http://evil.example to claim a prize',
      'Asha\u202Eelif.exe',
      'As\u200Bha',
      'Asha2',
      'Asha <b>',
      '...',
      '',
      null,
      undefined,
    ]) {
      expect([name, greeting(name)]).toEqual([name, 'Hi,']);
    }
  });
});
