import { NameMessage, nameProblem, plainName } from './messages';

describe('names that are mailed and printed', () => {
  it('refuses control, direction and zero-width characters, each with its own words', () => {
    expect(nameProblem('Asha Rao', 'Name')).toBeUndefined();
    expect(nameProblem('अनु शर्मा', 'Name')).toBeUndefined();
    expect(nameProblem('Asha\nBcc: x', 'Name')).toBe(NameMessage.controlCharacters('Name'));
    expect(nameProblem('Asha\u202Eoar', 'Name')).toBe(NameMessage.hiddenCharacters('Name'));
    expect(nameProblem('As\u200Bha', 'City')).toBe(NameMessage.hiddenCharacters('City'));
  });

  it('makes a name from elsewhere plain: those characters dropped, spaces run together', () => {
    expect(plainName('  Mee\u202Era \u200B Iyer\n')).toBe('Meera Iyer');
    expect(plainName('\u2066\u2069')).toBe('');
    expect(plainName('अनु शर्मा')).toBe('अनु शर्मा');
  });
});
