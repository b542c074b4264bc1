import { Role } from '@nidra/shared/contracts';
import { createUser } from '@nidra/api/identity/testing';
import { hostileRequests, operationsOf, type HostileRequest, type OpenApiOperation } from './support/hostile-input';
import { useTestApp } from './support/shop-app';
import { FIELD_VALUES, fieldPaths, withField, writeRoutes, type ValidRequest } from './support/write-routes';

/** A stack frame, or a database driver's words, in an answer. */
const LEAKS = /\bat .+:\d+:\d+\)?|node_modules|QueryFailed|DriverException|syntax error at or near|violates .* constraint|relation ".*" does not exist/i;
/** The validator's own words, which name a property instead of the field a person filled in. */
const VALIDATOR_WORDS = /nested property|each value in|must be either object or array|should not be empty|conforming to the specified constraints|^[a-z]\w* must be /;

describe('hostile input to every operation of the OpenAPI document', () => {
  // Limits far above what the walk sends, so every answer is the route's own and not a 429.
  const t = useTestApp({ env: { GLOBAL_RATE_LIMIT: '10000000', LOGIN_RATE_LIMIT: '100000', FORM_RATE_LIMIT: '100000' } });

  /** The statement that sums every table up: the tables are listed once, the sums taken after each request. */
  let summing: string | undefined;
  /** Row counts and a checksum of every table, in one statement. */
  async function snapshot(): Promise<string> {
    const connection = t.orm.em.getConnection();
    if (!summing) {
      const tables = await connection.execute<Array<{ tablename: string }>>(
        `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'mikro_orm_migrations' ORDER BY tablename`,
      );
      summing = tables
        .map(
          ({ tablename }) =>
            `SELECT '${tablename}' AS name, count(*) AS rows, coalesce(md5(string_agg(md5(x::text), '' ORDER BY md5(x::text))), '') AS sum FROM "${tablename}" x`,
        )
        .join(' UNION ALL ');
    }
    const rows = await connection.execute<Array<{ name: string; rows: string; sum: string }>>(summing);
    return rows.map((row) => `${row.name}:${row.rows}:${row.sum}`).join('\n');
  }

  it('answers 4xx with { error } (or 2xx), never a 5xx or a stack trace, and a refusal changes nothing', async () => {
    const document = (await t.http().get('/api/docs-json').expect(200)).body;
    const operations: OpenApiOperation[] = operationsOf(document);
    expect(operations.length).toBeGreaterThan(60);

    const member = await createUser(t, { role: Role.Member });
    const admin = await createUser(t, { role: Role.Admin });
    const callers: Array<[string, string | undefined]> = [
      ['anonymous', undefined],
      ['member', member.token],
      ['administrator', admin.token],
    ];

    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      const requests = hostileRequests(operation, document.components.schemas);
      const writes = operation.method !== 'get';
      for (const [who, token] of callers) {
        let before = writes ? await snapshot() : '';
        for (const request of requests) {
          const response = await send(operation.method, request, token);
          sent += 1;
          const where = `${operation.method.toUpperCase()} ${operation.path} as ${who}, ${request.label}`;
          const text = response.text ?? '';
          if (response.status >= 500) failures.push(`${where}: ${response.status} ${text.slice(0, 200)}`);
          if (response.status >= 400 && !(typeof response.body?.error === 'string' && response.body.error.length > 0)) {
            failures.push(`${where}: ${response.status} without { error }: ${text.slice(0, 200)}`);
          }
          if (LEAKS.test(text)) failures.push(`${where}: leaks internals: ${text.slice(0, 200)}`);
          if (!writes) continue;
          const after = await snapshot();
          if (response.status >= 400 && after !== before) failures.push(`${where}: refused with ${response.status} but changed the database`);
          before = after;
        }
      }
    }

    // Nothing sent reached the objects every request shares.
    const probe: Record<string, unknown> = {};
    expect([probe['isAdmin'], probe['polluted'], probe['role']]).toEqual([undefined, undefined, undefined]);
    expect(sent).toBeGreaterThan(5_000);
    expect(failures).toEqual([]);
  }, 600_000);

  function send(method: string, request: HostileRequest, token?: string) {
    let call = t.http()[method as 'get' | 'post' | 'put' | 'delete'](request.path);
    if (token) call = call.set('authorization', token);
    if (request.body !== undefined) {
      call = call.set('content-type', request.contentType ?? 'application/json').send(request.body);
    }
    return call;
  }
});

describe('each field of a body a write route accepts, made bad alone', () => {
  const t = useTestApp({ env: { GLOBAL_RATE_LIMIT: '10000000', LOGIN_RATE_LIMIT: '100000', FORM_RATE_LIMIT: '100000' } });

  // Every other field stays good, so the bad one reaches its check, or the write when it has none: an
  // overlong text for a short column, a null for one that cannot hold it.
  it('answers 2xx, or 4xx with { error } in words naming the field, never a 5xx', async () => {
    const failures: string[] = [];
    for (const route of writeRoutes(t)) {
      const sample = await route.request();
      const accepted = await send(sample, sample.body);
      if (accepted.status >= 300) failures.push(`${route.name} as given: ${accepted.status} ${accepted.text.slice(0, 200)}`);
      for (const path of fieldPaths(sample.body)) {
        for (const [label, value] of FIELD_VALUES) {
          const request = await route.request();
          const response = await send(request, withField(request.body, path, value));
          const where = `${route.name}, ${path.join('.')} ${label}`;
          const error: unknown = response.body?.error;
          if (response.status >= 500) failures.push(`${where}: ${response.status} ${response.text.slice(0, 200)}`);
          else if (response.status >= 400 && !(typeof error === 'string' && error.length > 0)) failures.push(`${where}: ${response.status} without { error }`);
          else if (typeof error === 'string' && VALIDATOR_WORDS.test(error)) failures.push(`${where}: ${response.status} "${error}"`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  function send(request: ValidRequest, body: object) {
    const call = t.http()[request.method](request.path);
    return (request.token ? call.set('authorization', request.token) : call).send(body);
  }
});
