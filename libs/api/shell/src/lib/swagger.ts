import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** Swagger UI at /api/docs and the OpenAPI document at /api/docs-json. */
export function setupSwagger(app: INestApplication): void {
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
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json', yamlDocumentUrl: 'api/docs-yaml' });
}
