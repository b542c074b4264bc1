import type { ErrorResponse } from '@nidra/shared/contracts';
import { WireSchema } from '../openapi/wire';

/** The body of every error response, for the API documentation. */
@WireSchema('ErrorResponse')
export class ErrorBody implements ErrorResponse {
  error!: string;
}
