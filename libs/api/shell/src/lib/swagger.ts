import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { WIRE_SCHEMAS } from '@nidra/api/core';

/**
 * Swagger UI at /api/docs and the OpenAPI document at /api/docs-json. The document is worked out from the
 * routes when it is first asked for, not at start: a shop that never opens it never holds it. Answers and
 * bodies name their shapes in the shared contracts (`wire('UserResponse')`), whose schemas are generated.
 */
export function setupSwagger(app: INestApplication): void {
  const describe = () => {
    const document = SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('Nidra API')
        .setDescription(
          'The shop for mattresses and bedding. Send the token from login or register as the Authorization header. ' +
            'Each operation names the role it requires in x-required-role. Every error is JSON { error }.',
        )
        .setVersion('1')
        .addBearerAuth()
        .build(),
    );
    document.components = { ...document.components, schemas: { ...document.components?.schemas, ...WIRE_SCHEMAS } };
    return document;
  };
  SwaggerModule.setup('api/docs', app, describe, { jsonDocumentUrl: 'api/docs-json', yamlDocumentUrl: 'api/docs-yaml' });
}
