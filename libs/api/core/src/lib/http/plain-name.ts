import { ValidateBy } from 'class-validator';
import { nameProblem } from '@nidra/shared/contracts';

/**
 * A name the shop mails or prints (a person's, a recipient's, a brand's, a product's): control characters,
 * text direction controls and zero-width characters are refused, each with its own words naming the field,
 * so a name can neither add lines to a mail nor read otherwise than it is stored.
 */
export const PlainName = (label: string) =>
  ValidateBy({
    name: 'plainName',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || nameProblem(value, label) === undefined,
      defaultMessage: (args) => nameProblem(String(args?.value ?? ''), label) ?? `${label} is not valid.`,
    },
  });
