import { ValidationError, ValidationPipe } from '@nestjs/common';
import { InvalidInput } from '../errors/domain-error';

function firstMessage(errors: ValidationError[]): string | undefined {
  for (const error of errors) {
    const own = error.constraints && Object.values(error.constraints)[0];
    if (own) return own;
    const nested = firstMessage(error.children ?? []);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * Bodies are checked against their DTO: unknown fields are stripped, and the first broken rule
 * (in the order the form checks them) becomes the 400's `error`.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new InvalidInput(firstMessage(errors) ?? 'The request is not valid.'),
  });
}
