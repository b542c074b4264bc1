import { ParseUUIDPipe } from '@nestjs/common';
import { NotFound } from '../errors/domain-error';

/** Route ids are UUIDs; anything else names nothing, so it is a 404 like an unknown id. */
export const IdParam = () => new ParseUUIDPipe({ version: '4', exceptionFactory: () => new NotFound() });
