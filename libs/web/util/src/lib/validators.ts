import type { FieldErrors } from './use-form';

/** One rule: the message when the value breaks it, else undefined. */
export type Rule<T> = (value: unknown, values: T) => string | undefined;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value == null ? '' : String(value));

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const rules = {
  required:
    <T>(message: string): Rule<T> =>
    (value) =>
      text(value) ? undefined : message,
  email:
    <T>(message: string): Rule<T> =>
    (value) =>
      !text(value) || EMAIL.test(text(value)) ? undefined : message,
  minLength:
    <T>(length: number, message: string): Rule<T> =>
    (value) =>
      !text(value) || text(value).length >= length ? undefined : message,
  pattern:
    <T>(regex: RegExp, message: string): Rule<T> =>
    (value) =>
      !text(value) || regex.test(text(value)) ? undefined : message,
  sameAs:
    <T>(field: keyof T, message: string): Rule<T> =>
    (value, values) =>
      value === values[field] ? undefined : message,
};

/** Checks each field against its rules in order; the first broken rule gives the field's message. */
export function validateWith<T extends object>(schema: { [K in keyof T]?: Array<Rule<T>> }) {
  return (values: T): FieldErrors<T> => {
    const errors: FieldErrors<T> = {};
    for (const field of Object.keys(schema) as Array<keyof T>) {
      for (const rule of schema[field] ?? []) {
        const message = rule(values[field], values);
        if (message) {
          errors[field] = message;
          break;
        }
      }
    }
    return errors;
  };
}
