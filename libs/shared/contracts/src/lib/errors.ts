/** Every error the API answers with has this body. */
export interface ErrorResponse {
  error: string;
}

export const ErrorMessage = {
  unauthenticated: 'You need to sign in to do that.',
  forbidden: 'You are not allowed to do that.',
  notFound: 'We could not find what you asked for.',
  routeNotFound: 'There is no such address on this server.',
  malformedJson: 'The request body is not valid JSON.',
  bodyNotObject: 'The request body must be a JSON object.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'This kind of content is not accepted here.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  unexpected: 'Something went wrong on our side. Please try again in a moment.',
  unavailable: 'The shop is briefly unavailable. Please try again in a moment.',
  badUrl: 'The address of this request is not valid.',
  urlTooLong: 'The address of this request is too long.',
  headersTooLarge: 'The headers of this request are too large.',
  requestTimeout: 'The request took too long to arrive.',
  unreadableRequest: 'The request could not be read.',
} as const;

export function isErrorResponse(value: unknown): value is ErrorResponse {
  return typeof value === 'object' && value !== null && typeof (value as ErrorResponse).error === 'string';
}
