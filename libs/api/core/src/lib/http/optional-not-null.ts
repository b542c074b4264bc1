import { ValidateIf } from 'class-validator';

/**
 * The field may be left out, but null is no value for it: sent as null, its checks run and refuse it
 * (`IsOptional` would let null through to a column that cannot hold it).
 */
export const OptionalNotNull = () => ValidateIf((_object, value) => value !== undefined);
