import type { FormEvent, ReactNode } from 'react';
import type { AddressFields } from '@nidra/shared/contracts';
import { Button, Checkbox, TextField } from '@nidra/web/ui';
import { useForm, type FieldErrors } from '@nidra/web/util';

export const EMPTY_ADDRESS: Required<AddressFields> = {
  address: '',
  city: '',
  state: '',
  country: '',
  zipCode: '',
  isDefault: false,
};

interface AddressFormProps {
  initial: Required<AddressFields>;
  validate: (values: Required<AddressFields>) => FieldErrors<Required<AddressFields>>;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: Required<AddressFields>) => void;
  /** Further buttons beside the submit button (Delete, when editing). */
  children?: ReactNode;
}

export function AddressForm({ initial, validate, submitLabel, busy, onSubmit, children }: AddressFormProps) {
  const form = useForm(initial, validate);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    const { isDefault, ...fields } = form.values;
    const trimmed = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.trim()]));
    onSubmit({ ...(trimmed as Omit<Required<AddressFields>, 'isDefault'>), isDefault });
  };

  return (
    <form ref={form.ref} className="form" noValidate onSubmit={submit}>
      <TextField label="Address" autoComplete="street-address" placeholder="Address: Street, House No / Apartment No" {...form.field('address')} />
      <div className="form__row">
        <TextField label="City" autoComplete="address-level2" placeholder="City" {...form.field('city')} />
        <TextField label="State" autoComplete="address-level1" placeholder="State" {...form.field('state')} />
      </div>
      <div className="form__row">
        <TextField label="Country" autoComplete="country-name" placeholder="Please Enter Your country" {...form.field('country')} />
        <TextField label="Zipcode" autoComplete="postal-code" placeholder="Please Enter Your Zipcode" {...form.field('zipCode')} />
      </div>
      <Checkbox label="As the Default" {...form.checkbox('isDefault')} />
      <div className="form__actions">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}
