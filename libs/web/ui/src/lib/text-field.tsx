import type { InputHTMLAttributes } from 'react';
import { FieldShell } from './field-shell';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  error?: string;
}

export function TextField({ label, error, className, ...rest }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} className={className}>
      {(control) => <input className="field__input" {...control} {...rest} />}
    </FieldShell>
  );
}
