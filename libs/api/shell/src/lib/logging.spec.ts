import type { IncomingMessage } from 'node:http';
import { requestId } from './logging';

const withHeader = (value?: string) => ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as IncomingMessage;

describe('requestId', () => {
  it("keeps the caller's id when it is short and plain", () => {
    expect(requestId(withHeader('checkout-42.a:b'))).toBe('checkout-42.a:b');
  });

  it('makes a fresh UUID when the header is missing or unsafe to log', () => {
    expect(requestId(withHeader())).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestId(withHeader('x\ny'))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestId(withHeader('a'.repeat(101)))).toMatch(/^[0-9a-f-]{36}$/);
  });
});
