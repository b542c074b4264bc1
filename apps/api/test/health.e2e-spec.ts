import { REQUIRED_ROLE_EXTENSION } from '@nidra/api/core';
import { startTestApp, useTestApp } from './support/shop-app';

describe('health and documentation', () => {
  const t = useTestApp();

  it('reports ok while the database answers', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('tells the storefront its support phone', async () => {
    const res = await t.http().get('/api/settings').expect(200);
    // No courier is connected in tests unless one asks for the stand-in.
    expect(res.body).toEqual({ supportPhone: t.config.supportPhone, providers: { google: false, facebook: false }, courier: false });
  });

  it('serves Swagger UI', async () => {
    const res = await t.http().get('/api/docs').redirects(1).expect(200);
    expect(res.text).toContain('swagger');
  });

  it('documents every operation with its schemas and required role', async () => {
    const res = await t.http().get('/api/docs-json').expect(200);
    const paths = res.body.paths as Record<string, Record<string, Record<string, unknown>>>;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/auth/login', '/api/auth/register', '/api/auth/logout', '/api/user']),
    );
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect([where, operation[REQUIRED_ROLE_EXTENSION]]).toEqual([where, expect.any(String)]);
        const responses = operation['responses'] as Record<string, { content?: Record<string, { schema?: unknown }> }>;
        const success = Object.entries(responses).find(([status]) => status.startsWith('2'));
        if (success) {
          // JSON, a document's PDF, or an export's CSV.
          const content = success[1].content;
          const schema = content?.['application/json']?.schema ?? content?.['application/pdf']?.schema ?? content?.['text/csv']?.schema;
          expect([where, schema]).toEqual([where, expect.anything()]);
        } else {
          // Browser redirects (social sign-in) answer 302 and have no body.
          expect([where, Object.keys(responses)]).toEqual([where, expect.arrayContaining(['302'])]);
        }
        const body = operation['requestBody'] as { content?: Record<string, { schema?: unknown }> } | undefined;
        if (body) {
          const schema = Object.values(body.content ?? {})[0]?.schema;
          expect([where, schema]).toEqual([where, expect.anything()]);
        }
      }
    }
    const refs = [...JSON.stringify(res.body).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]);
    expect(refs.filter((name) => !res.body.components.schemas[name])).toEqual([]);
    expect(paths['/api/auth/register']['post']['requestBody']).toBeDefined();
    expect(paths['/api/user']['get'][REQUIRED_ROLE_EXTENSION]).toBe('any signed-in user');
    expect(paths['/api/auth/login']['post'][REQUIRED_ROLE_EXTENSION]).toBe('none (public)');
  });

  it("documents answers with their contract's fields, as the routes send them", async () => {
    const { paths, components } = (await t.http().get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }> }>>;
      components: { schemas: Record<string, { properties: Record<string, { $ref?: string }> }> };
    };
    const documented = (path: string, method: string, status: string) =>
      components.schemas[paths[path][method].responses[status].content['application/json'].schema.$ref.split('/').pop() as string];
    const fields = (schema: { properties: object }) => Object.keys(schema.properties).sort();
    const shape = (name: string) => components.schemas[name];

    const registered = await t
      .http()
      .post('/api/auth/register')
      .send({ email: 'docs@example.in', firstName: 'Asha', lastName: 'Rao', password: 'secret123' })
      .expect(200);
    const auth = documented('/api/auth/register', 'post', '200');
    expect(fields(auth)).toEqual(Object.keys(registered.body).sort());
    expect(fields(shape('UserDto'))).toEqual(Object.keys(registered.body.user).sort());
    expect(auth.properties['user'].$ref).toBe('#/components/schemas/UserDto');

    const me = await t.http().get('/api/user').set('authorization', registered.body.token).expect(200);
    expect(fields(documented('/api/user', 'get', '200'))).toEqual(Object.keys(me.body).sort());
    const settings = await t.http().get('/api/settings').expect(200);
    expect(fields(documented('/api/settings', 'get', '200'))).toEqual(Object.keys(settings.body).sort());
    const login = paths['/api/auth/login']['post'] as unknown as { requestBody: { content: Record<string, { schema: { $ref: string } }> } };
    expect(login.requestBody.content['application/json'].schema.$ref).toBe('#/components/schemas/LoginRequest');
    expect(fields(shape('LoginRequest'))).toEqual(['email', 'password']);
  });

  it('reports 503 when the database does not answer', async () => {
    const down = await startTestApp();
    await down.orm.close(true);
    const res = await down.http().get('/api/health').expect(503);
    expect(res.body).toEqual({ status: 'unavailable', error: 'The database is not answering.' });
    await down.close();
  });
});

describe('database schema', () => {
  const t = useTestApp();

  it('matches the entities exactly after migrating (no migration is missing)', async () => {
    const diff = await t.orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });
});
