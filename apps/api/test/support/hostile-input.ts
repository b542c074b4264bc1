/**
 * Bad inputs for every operation of the API's own OpenAPI document: path and query parameters that are
 * not what they claim, bodies that are not objects, fields of the wrong type, huge, negative,
 * fractional, full of control characters or SQL and regex metacharacters, and prototype-pollution keys.
 */

export interface OpenApiOperation {
  method: string;
  path: string;
  parameters: Array<{ name: string; in: 'path' | 'query' | string }>;
  /** The JSON body's schema, resolved; undefined when the operation takes no JSON body. */
  body?: JsonSchema;
  multipart: boolean;
}

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  $ref?: string;
  allOf?: JsonSchema[];
}

export interface HostileRequest {
  /** What is wrong with it, for the failure list. */
  label: string;
  path: string;
  /** A raw JSON text, so keys like __proto__ reach the server as sent. */
  body?: string;
  contentType?: string;
}

const ONE_MB = 'x'.repeat(1024 * 1024);

/** Texts a field or parameter should never trip over. */
const HOSTILE_TEXTS: Array<[string, string]> = [
  ['empty', ''],
  ['control characters', '\u0000\u0001\u0008\u001b[31m\u001f'],
  ['unicode', 'Ωmega 💥 ñ \u202e\u200b نيدرا निद्रा'],
  ['SQL', "' OR '1'='1'; DROP TABLE users; --"],
  ['regex', '.*(a+)+$[\\'],
  ['LIKE wildcards', '%_%\\'],
  ['markup', '<script>alert(1)</script><img src=x onerror=alert(1)>'],
  ['prototype key', '__proto__'],
];

/** Values of the wrong kind for any field. */
const HOSTILE_VALUES: Array<[string, unknown]> = [
  ['null', null],
  ['true', true],
  ['negative number', -1],
  ['fraction', 0.5],
  ['huge number', 1e308],
  ['unsafe integer', Number.MAX_SAFE_INTEGER + 2],
  ['numeric text', '12abc'],
  ['array', ['a', 1]],
  ['object', { $gt: '' }],
  ['huge string (1 MB)', ONE_MB],
  ...HOSTILE_TEXTS,
];

/** Path and query parameter values (already URL-encoded where they need it). */
const HOSTILE_PARAMS: Array<[string, string]> = [
  ['non-numeric', 'abc'],
  ['negative', '-1'],
  ['fraction', '1.5'],
  ['SQL', encodeURIComponent("1' OR '1'='1")],
  ['regex', encodeURIComponent('.*(a+)+$')],
  ['unicode', encodeURIComponent('💥\u202eñ')],
  ['control characters', '%00%01%1F'],
  ['prototype key', '__proto__'],
  ['constructor', 'constructor'],
  ['unknown id', '00000000-0000-4000-8000-000000000000'],
  ['long', 'x'.repeat(5000)],
];

/** Deeply nested objects: a parser or validator that recurses must not fall over. */
function deep(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

const WHOLE_BODIES: Array<[string, string]> = [
  ['empty object', '{}'],
  ['array', '[]'],
  ['string', '"text"'],
  ['number', '42'],
  ['null', 'null'],
  ['deep object (10,000 levels)', deep(10_000)],
  ['prototype pollution', '{"__proto__":{"isAdmin":true,"role":"ROLE_ADMIN"},"constructor":{"prototype":{"polluted":true}}}'],
  ['only unknown fields', '{"unknownField":1,"role":"ROLE_ADMIN","isAdmin":true}'],
];

export function resolveSchema(schema: JsonSchema | undefined, components: Record<string, JsonSchema>, depth = 0): JsonSchema | undefined {
  if (!schema || depth > 5) return schema;
  if (schema.$ref) return resolveSchema(components[schema.$ref.split('/').pop() as string], components, depth + 1);
  if (schema.allOf?.length) return resolveSchema(schema.allOf[0], components, depth + 1);
  if (schema.items) return { ...schema, items: resolveSchema(schema.items, components, depth + 1) };
  return schema;
}

/** Every operation of the document, with its JSON body schema resolved. */
export function operationsOf(document: {
  paths: Record<string, Record<string, { parameters?: OpenApiOperation['parameters']; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
  components: { schemas: Record<string, JsonSchema> };
}): OpenApiOperation[] {
  const operations: OpenApiOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method,
        path,
        parameters: operation.parameters ?? [],
        body: content['application/json'] ? resolveSchema(content['application/json'].schema, document.components.schemas) : undefined,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return operations;
}

const fillPath = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);

/** The hostile requests for one operation. */
export function hostileRequests(operation: OpenApiOperation, components: Record<string, JsonSchema>): HostileRequest[] {
  const requests: HostileRequest[] = [];
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  // A well-formed id that names nothing, where the test is about the body or the query.
  const plainPath = fillPath(operation.path, '00000000-0000-4000-8000-000000000000');

  if (pathParams.length) {
    for (const [label, value] of HOSTILE_PARAMS) requests.push({ label: `path: ${label}`, path: fillPath(operation.path, value) });
  }
  for (const param of queryParams) {
    for (const [label, value] of HOSTILE_PARAMS) {
      requests.push({ label: `query ${param.name}: ${label}`, path: `${plainPath}?${param.name}=${value}` });
    }
    requests.push({ label: `query ${param.name}: repeated`, path: `${plainPath}?${param.name}=a&${param.name}=b` });
    requests.push({ label: `query ${param.name}: bracketed`, path: `${plainPath}?${param.name}[$gt]=1` });
  }

  if (operation.body || operation.multipart || ['post', 'put'].includes(operation.method)) {
    for (const [label, body] of WHOLE_BODIES) requests.push({ label: `body: ${label}`, path: plainPath, body });
  }
  if (operation.multipart) {
    requests.push({ label: 'multipart route sent JSON', path: plainPath, body: '{"name":"x"}' });
    requests.push({
      label: 'multipart without a boundary',
      path: plainPath,
      body: '--x\r\nContent-Disposition: form-data; name="image"; filename="a.php.jpg"\r\n\r\n<?php ?>\r\n--x--',
      contentType: 'multipart/form-data',
    });
  }
  const properties = Object.entries(operation.body?.properties ?? {});
  for (const [name, schema] of properties) {
    for (const [label, value] of HOSTILE_VALUES) {
      requests.push({ label: `field ${name}: ${label}`, path: plainPath, body: JSON.stringify({ [name]: value }) });
    }
    const items = resolveSchema(schema.items, components);
    // Arrays of objects (cart lines): each inner field goes bad in turn, inside an otherwise plain array.
    for (const [inner] of Object.entries(items?.properties ?? {})) {
      for (const [label, value] of HOSTILE_VALUES) {
        requests.push({ label: `field ${name}[0].${inner}: ${label}`, path: plainPath, body: JSON.stringify({ [name]: [{ [inner]: value }] }) });
      }
    }
  }
  return requests;
}
