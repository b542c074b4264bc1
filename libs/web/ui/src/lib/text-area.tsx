import type { TextareaHTMLAttributes } from 'react';
import { FieldShell } from './field-shell';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  name: string;
  error?: string;
}

export function TextArea({ label, error, className, ...rest }: TextAreaProps) {
  return (
    <FieldShell label={label} error={error} className={className}>
      {(control) => <textarea className="field__input field__input--area" {...control} {...rest} />}
    </FieldShell>
  );
}
