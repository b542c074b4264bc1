import { containsPattern, likeLiteral } from './like';

describe('LIKE patterns', () => {
  it('match the text literally, wildcards and escapes included', () => {
    expect(likeLiteral('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(containsPattern('ortho')).toBe('%ortho%');
  });
});
