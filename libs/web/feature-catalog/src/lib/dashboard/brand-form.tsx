import type { FormEvent, ReactNode } from 'react';
import type { BrandFields } from '@nidra/shared/contracts';
import { Button, Checkbox, TextArea, TextField } from '@nidra/web/ui';
import { useForm } from '@nidra/web/util';
import { validateBrand } from '../validation';

interface BrandFormProps {
  initial: Required<BrandFields>;
  submitLabel: string;
  busy: boolean;
  /** The add form sets the active flag; the edit form toggles it apart, at once. */
  withActive?: boolean;
  onSubmit: (fields: Required<BrandFields>) => void;
  children?: ReactNode;
}

export function BrandForm({ initial, submitLabel, busy, withActive = false, onSubmit, children }: BrandFormProps) {
  const form = useForm(initial, validateBrand);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    onSubmit({ ...form.values, name: form.values.name.trim(), description: form.values.description.trim() });
  };
  return (
    <form ref={form.ref} className="form" noValidate onSubmit={submit}>
      <TextField label="Name" placeholder="Brand Name" {...form.field('name')} />
      <TextArea label="Description" rows={4} placeholder="Brand Description" {...form.field('description')} />
      {withActive && <Checkbox label="Active?" {...form.checkbox('isActive')} />}
      <div className="form__actions">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}
