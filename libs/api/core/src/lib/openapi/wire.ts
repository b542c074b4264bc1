import { ApiSchema, type ReferenceObject, type SchemaObject } from '@nestjs/swagger';
import schemas from './wire-schemas.json';

/** The name of a wire shape of the shared contracts. */
export type WireShape = keyof typeof schemas;

/** The OpenAPI schema of every wire shape, for the document's components (generated, so not re-checked). */
export const WIRE_SCHEMAS = schemas as unknown as Record<WireShape, SchemaObject | ReferenceObject>;

/** A response or body documented by its contract type: `@ApiOkResponse(wire('UserResponse'))`. */
export const wire = (name: WireShape) => ({ schema: { $ref: `#/components/schemas/${name}` } });

/** The same, for an answer that is a list of the shape. */
export const wireList = (name: WireShape) => ({ schema: { type: 'array' as const, items: { $ref: `#/components/schemas/${name}` } } });

/** A multipart/form-data body: one file, and the fields of a contract when it has any. */
export function wireForm(file: { name: string; description: string }, fields?: WireShape) {
  const upload = {
    type: 'object' as const,
    required: [file.name],
    properties: { [file.name]: { type: 'string', format: 'binary', description: file.description } },
  };
  return { schema: fields ? { allOf: [wire(fields).schema, upload] } : upload };
}

/** A request body class documented as the contract it implements: `@WireSchema('LoginRequest') class LoginDto`. */
export const WireSchema = (name: WireShape) => ApiSchema({ name });
