import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/**
 * A form's values and the messages of its last check. `field(name)` gives a text input its props,
 * `checkbox(name)` a checkbox's; `check()` validates, shows the messages and says whether all is well;
 * `reset()` empties the form again (after a message is sent, say); `trimmed()` gives the values with
 * text trimmed, as they are sent. Give the `<form>` the `ref`: a failed check moves focus to its first
 * invalid field (the one whose control says `aria-invalid`).
 */
export function useForm<T extends Record<string, string | boolean>>(
  initial: T,
  validate: (values: T) => FieldErrors<T>,
) {
  const [first] = useState<T>(initial);
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const ref = useRef<HTMLFormElement>(null);
  const [failedChecks, setFailedChecks] = useState(0);

  // After the messages of a failed check are shown.
  useEffect(() => {
    if (failedChecks > 0) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedChecks]);

  const set = useCallback(
    (name: keyof T, value: string | boolean) => setValues((current) => ({ ...current, [name]: value })),
    [],
  );

  const field = (name: keyof T & string) => ({
    name,
    value: String(values[name] ?? ''),
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(name, event.target.value),
  });

  const checkbox = (name: keyof T & string) => ({
    name,
    checked: Boolean(values[name]),
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.target.checked),
  });

  const check = () => {
    const found = validate(values);
    setErrors(found);
    const ok = Object.keys(found).length === 0;
    if (!ok) setFailedChecks((count) => count + 1);
    return ok;
  };

  const reset = useCallback(() => {
    setValues(first);
    setErrors({});
  }, [first]);

  const trimmed = (): T =>
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])) as T;

  return { values, errors, field, checkbox, check, set, reset, trimmed, ref };
}
