import { useId } from 'react';
import type { AddressDto } from '@nidra/shared/contracts';

/** One address of the book as a choice at checkout, with what stops delivering there, if anything. */
export function AddressOption({
  address,
  accountName,
  accountPhone,
  checked,
  onChoose,
  problem,
}: {
  address: AddressDto;
  accountName: string;
  accountPhone: string | null;
  checked: boolean;
  onChoose: () => void;
  problem?: string;
}) {
  const id = useId();
  const mobile = address.mobile ?? accountPhone;
  return (
    <div className={`checkout-option${checked ? ' checkout-option--checked' : ''}`}>
      <label className="checkout-option__label">
        <input type="radio" name="address" value={address._id} checked={checked} onChange={onChoose} aria-describedby={problem ? id : undefined} />
        <span className="checkout-option__body">
          <span className="checkout-option__title">{address.name || accountName}</span>
          <span>{address.address}</span>
          <span>
            {address.city}, {address.state} {address.zipCode}
          </span>
          {mobile && <span>Mobile {mobile}</span>}
        </span>
      </label>
      {problem && (
        <p id={id} className="checkout-option__problem">
          {problem}
        </p>
      )}
    </div>
  );
}
