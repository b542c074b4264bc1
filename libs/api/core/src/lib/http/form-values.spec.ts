import { formNumber } from './form-values';

describe('formNumber', () => {
  it('reads decimal digits as the number they write', () => {
    expect([formNumber('12'), formNumber(' 499.50 '), formNumber('-5'), formNumber(7)]).toEqual([12, 499.5, -5, 7]);
  });

  it('leaves a blank field out', () => {
    expect([formNumber(''), formNumber('  ')]).toEqual([undefined, undefined]);
  });

  it('leaves any other spelling of a number as text, for validation to refuse', () => {
    for (const text of ['0x10', '1e3', 'Infinity', 'NaN', '12abc', '+5', '1,899', '.5']) expect(formNumber(text)).toBe(text);
  });
});
