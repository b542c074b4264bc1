import { ValidationError, ValidationPipe } from '@nestjs/common';
import { ErrorMessage } from '@nidra/shared/contracts';
import { InvalidInput } from '../errors/domain-error';

function firstMessage(errors: ValidationError[]): string | undefined {
  for (const error of errors) {
    // The pipe's own refusal of a body that is not an object at all (an array, a number, plain text).
    if (error.property === 'body' && error.constraints?.['isObject']?.startsWith('Validation failed')) return ErrorMessage.bodyNotObject;
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
