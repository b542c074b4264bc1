import { InputShapeMessage, inputShapeProblem, MAX_INPUT_DEPTH } from './input-shape';

const nested = (levels: number) => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};

describe('inputShapeProblem', () => {
  it('passes ordinary bodies, parameters and queries', () => {
    const cart = { products: [{ product: 'id', quantity: 1, size: '6x3' }] };
    expect(inputShapeProblem(cart, { id: 'abc' }, { search: 'ortho' }, undefined, null)).toBeUndefined();
    expect(inputShapeProblem(nested(MAX_INPUT_DEPTH))).toBeUndefined();
  });

  it('refuses nesting deeper than any form, at any depth', () => {
    expect(inputShapeProblem(nested(MAX_INPUT_DEPTH + 1))).toBe(InputShapeMessage.tooDeep);
    expect(inputShapeProblem(nested(100_000))).toBe(InputShapeMessage.tooDeep);
  });

  it('refuses the NUL character in values and keys, anywhere', () => {
    expect(inputShapeProblem({ name: 'a\u0000b' })).toBe(InputShapeMessage.nulCharacter);
    expect(inputShapeProblem({}, {}, { q: ['x', 'y\u0000'] })).toBe(InputShapeMessage.nulCharacter);
    expect(inputShapeProblem({ ['k\u0000']: 1 })).toBe(InputShapeMessage.nulCharacter);
    expect(inputShapeProblem({ text: 'tab\tand\u001b escape are fine' })).toBeUndefined();
  });
});
