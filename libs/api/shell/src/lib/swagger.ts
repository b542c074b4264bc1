import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/**
 * Swagger UI at /api/docs and the OpenAPI document at /api/docs-json. The document is worked out from the
 * routes when it is first asked for, not at start: a shop that never opens it never holds it.
 */
export function setupSwagger(app: INestApplication): void {
  const describe = () =>
    SwaggerModule.createDocument(
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
  SwaggerModule.setup('api/docs', app, describe, { jsonDocumentUrl: 'api/docs-json', yamlDocumentUrl: 'api/docs-yaml' });
}
