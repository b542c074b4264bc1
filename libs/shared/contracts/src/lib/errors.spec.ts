import { isErrorResponse } from './errors';

describe('isErrorResponse', () => {
  it('recognises the API error body', () => {
    expect(isErrorResponse({ error: 'Email is required.' })).toBe(true);
  });

  it('rejects anything else', () => {
    expect(isErrorResponse({ message: 'x' })).toBe(false);
    expect(isErrorResponse(null)).toBe(false);
    expect(isErrorResponse('error')).toBe(false);
  });
});
