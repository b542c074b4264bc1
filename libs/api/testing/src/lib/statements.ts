import { PreparedStatement } from '@nidra/api/core';
import type { TestApp } from './test-app';

/** The mail outbox's own delivery runs beside requests; its statements are not the request's. */
const DELIVERY = /^\s*(update|select|delete)\b[\s\S]*\bmail_outbox\b/i;

/** How many SQL statements the app sends while `work` runs (transaction control not counted). */
export async function countStatements(t: TestApp, work: () => Promise<unknown>): Promise<number> {
  const spy = jest.spyOn(t.orm.em.getConnection(), 'execute');
  const prepared = jest.spyOn(PreparedStatement.prototype, 'rows');
  try {
    await work();
    return spy.mock.calls.filter(([sql]) => !DELIVERY.test(String(sql))).length + prepared.mock.calls.length;
  } finally {
    spy.mockRestore();
    prepared.mockRestore();
  }
}
