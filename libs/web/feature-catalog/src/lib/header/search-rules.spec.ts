import { shouldSuggest } from './search-rules';

describe('shouldSuggest', () => {
  it('fetches at trimmed lengths divisible by 3 only', () => {
    expect(['ort', ' ort ', 'orthop', 'ORTHOPAED'].map(shouldSuggest)).toEqual([true, true, true, true]);
    expect(['', '  ', 'o', 'or', 'orth', 'ortho'].map(shouldSuggest)).toEqual([false, false, false, false, false, false]);
  });
});
