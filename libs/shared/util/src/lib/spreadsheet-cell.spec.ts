import { fromSpreadsheetSafe, spreadsheetSafe } from './spreadsheet-cell';

describe('spreadsheet-safe cells', () => {
  it.each(['=HYPERLINK("http://x","y")', '+91 98765', '-soft', '@SUM(A1)', '\tTabbed'])('keeps %j from running as a formula, and back', (text) => {
    expect(spreadsheetSafe(text)).toBe(`'${text}`);
    expect(fromSpreadsheetSafe(spreadsheetSafe(text))).toBe(text);
  });

  it('leaves other text as it is, apostrophes included', () => {
    for (const text of ['Ortho 8', "'Quoted'", '1899.5', '']) {
      expect(spreadsheetSafe(text)).toBe(text);
      expect(fromSpreadsheetSafe(text)).toBe(text);
    }
  });
});
