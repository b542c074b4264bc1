// The OpenAPI schemas of the wire shapes, generated from their one declaration in the shared contracts:
// every exported interface and type (a handler answers a `…Response`; bodies are `…Request`s or fields).
// `node libs/api/core/src/lib/openapi/wire-schemas.cjs` writes them to wire-schemas.json; a test holds the
// file to the declarations.
const { readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { globSync } = require('glob');
const { createGenerator } = require('ts-json-schema-generator');

const root = join(__dirname, '../../../../../..');
const output = join(__dirname, 'wire-schemas.json');

function generate() {
  const files = globSync('libs/shared/contracts/src/lib/*.ts', { cwd: root, absolute: true, ignore: '**/*.spec.ts' });
  const names = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^export (?:interface|type) (\w+)\b(?!<)/gm)].map((match) => match[1]),
  );
  const generator = createGenerator({
    path: join(root, 'libs/shared/contracts/src/lib/*.ts'),
    tsconfig: join(root, 'tsconfig.base.json'),
    expose: 'export',
    topRef: false,
    jsDoc: 'extended',
    skipTypeCheck: true,
    additionalProperties: true,
  });
  const schemas = {};
  for (const name of names) {
    const { definitions = {}, ...top } = generator.createSchema(name);
    delete top.$schema;
    for (const [each, schema] of Object.entries({ ...definitions, [name]: top })) {
      schemas[each] = JSON.parse(JSON.stringify(toOpenApi(schema)).replaceAll('"#/definitions/', '"#/components/schemas/'));
    }
  }
  return Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
}

/** JSON Schema's `null` type and `const` in OpenAPI 3.0's words: `nullable` and a one-value `enum`. */
function toOpenApi(schema) {
  if (Array.isArray(schema)) return schema.map(toOpenApi);
  if (!schema || typeof schema !== 'object') return schema;
  const result = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, toOpenApi(value)]));
  if (Array.isArray(result.type)) {
    const types = result.type.filter((type) => type !== 'null');
    const nullable = types.length < result.type.length;
    Object.assign(result, types.length === 1 ? { type: types[0] } : { type: undefined, anyOf: types.map((type) => ({ type })) });
    if (nullable) result.nullable = true;
  }
  const union = result.anyOf ?? result.oneOf;
  if (union?.some((option) => option.type === 'null')) {
    const options = union.filter((option) => option.type !== 'null');
    delete result.anyOf;
    delete result.oneOf;
    Object.assign(result, options.length === 1 ? (options[0].$ref ? { allOf: options } : options[0]) : { anyOf: options }, { nullable: true });
  }
  if ('const' in result) {
    result.enum = [result.const];
    delete result.const;
  }
  return JSON.parse(JSON.stringify(result));
}

const serialize = (schemas) => `${JSON.stringify(schemas, null, 2)}\n`;

module.exports = { generate, serialize, output };

if (require.main === module) writeFileSync(output, serialize(generate()));
