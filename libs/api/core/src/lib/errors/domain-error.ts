import { ErrorMessage } from '@nidra/shared/contracts';

/** A rule of the shop was broken; the message is a sentence the person can read. */
export abstract class DomainError extends Error {
  abstract readonly status: number;
}

export class InvalidInput extends DomainError {
  readonly status = 400;
}

/** Bad input the answer explains beyond one sentence: `details` go into the body beside `error`. */
export class InvalidInputWithDetails extends InvalidInput {
  constructor(
    message: string,
    readonly details: Record<string, unknown>,
  ) {
    super(message);
  }
}

export class Unauthenticated extends DomainError {
  readonly status = 401;
  constructor(message: string = ErrorMessage.unauthenticated) {
    super(message);
  }
}

export class Forbidden extends DomainError {
  readonly status = 403;
  constructor(message: string = ErrorMessage.forbidden) {
    super(message);
  }
}

export class NotFound extends DomainError {
  readonly status = 404;
  constructor(message: string = ErrorMessage.notFound) {
    super(message);
  }
}

export class Conflict extends DomainError {
  readonly status = 409;
}

export class TooManyRequests extends DomainError {
  readonly status = 429;
  constructor(message: string = ErrorMessage.tooManyRequests) {
    super(message);
  }
}

/** Something the shop depends on is not answering; trying again later may work. */
export class ServiceUnavailable extends DomainError {
  readonly status = 503;
}

/** A service the shop relies on (the courier, the payment gateway) answered badly or not at all. */
export class BadGateway extends DomainError {
  readonly status = 502;
}
