import { readFileSync } from 'node:fs';
const { generate, serialize, output } = require('./wire-schemas.cjs');

describe('wire schemas', () => {
  it('are the ones the shared contracts declare (run `npm run wire-schemas` after changing a contract)', () => {
    expect(readFileSync(output, 'utf8')).toBe(serialize(generate()));
  }, 60_000);
});
