import { TextField } from '@nidra/web/ui';
import type { FieldErrors } from '@nidra/web/util';
import { mobileDigits, type NewAddress } from './new-address';

/** The "Add a new address" fields; typing a full pincode looks it up (`lookingUp` meanwhile) to fill the city and state. */
export function NewAddressForm({
  values,
  errors,
  pincodeError,
  lookingUp,
  onField,
  onPincode,
}: {
  values: NewAddress;
  errors: FieldErrors<NewAddress>;
  pincodeError?: string;
  lookingUp: boolean;
  onField: (name: keyof NewAddress, value: string) => void;
  onPincode: (typed: string) => void;
}) {
  const field = (name: keyof NewAddress) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onField(name, event.target.value),
  });

  return (
    <div className="checkout-new-address">
      <div className="form__row">
        <TextField label="Name" autoComplete="name" {...field('name')} />
        <TextField
          label="Mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          {...field('mobile')}
          onChange={(event) => onField('mobile', mobileDigits(event.target.value))}
        />
      </div>
      <TextField label="Address" autoComplete="street-address" placeholder="House no., street, area" {...field('address')} />
      <div className="form__row checkout-new-address__place">
        <TextField
          label="Pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="6 digits"
          {...field('pincode')}
          error={pincodeError}
          aria-busy={lookingUp || undefined}
          onChange={(event) => onPincode(event.target.value)}
        />
        <TextField label="City" autoComplete="address-level2" {...field('city')} />
        <TextField label="State" autoComplete="address-level1" {...field('state')} />
      </div>
    </div>
  );
}
