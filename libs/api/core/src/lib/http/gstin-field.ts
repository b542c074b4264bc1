import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isValidGstin } from '@nidra/shared/contracts';

/** A GSTIN as the portal issues it: a state code in use, a PAN, "Z" and the right check character. */
export const IsGstin = (options: ValidationOptions) =>
  ValidateBy({ name: 'gstin', validator: { validate: (value: unknown) => typeof value === 'string' && isValidGstin(value) } }, options);
