import { ValidateBy, type ValidationOptions } from 'class-validator';

/** The value equals that of another property of the same object (a confirmation field). */
export function MatchesProperty(property: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'matchesProperty',
      constraints: [property],
      validator: {
        validate: (value, args) => value === (args?.object as Record<string, unknown>)[property],
      },
    },
    options,
  );
}
