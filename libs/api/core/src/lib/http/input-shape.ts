/** Deeper than any form of the shop nests its fields (a cart is body → lines → line → field). */
export const MAX_INPUT_DEPTH = 16;

export const InputShapeMessage = {
  tooDeep: 'The request is nested too deeply.',
  nulCharacter: 'Text may not contain a null character.',
} as const;

/**
 * What is wrong with the shape of a request's input, whatever the route: nesting deeper than any form
 * uses (validators and transformers recurse and would run out of stack), or text holding the NUL
 * character (PostgreSQL cannot store it). Walks without recursion, so any depth is safe to look at.
 */
export function inputShapeProblem(...inputs: unknown[]): string | undefined {
  const stack: Array<[unknown, number]> = inputs.map((input) => [input, 0]);
  while (stack.length) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return InputShapeMessage.nulCharacter;
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_INPUT_DEPTH) return InputShapeMessage.tooDeep;
      for (const [key, inner] of Object.entries(value)) {
        if (key.includes('\u0000')) return InputShapeMessage.nulCharacter;
        stack.push([inner, depth + 1]);
      }
    }
  }
  return undefined;
}
