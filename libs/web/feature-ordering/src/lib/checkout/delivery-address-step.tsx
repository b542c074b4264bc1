import { Spinner } from '@nidra/web/ui';
import { AddressOption } from './address-option';
import { NEW_ADDRESS_CHOICE } from './new-address';
import { NewAddressForm } from './new-address-form';
import type { DeliveryAddress } from './use-delivery-address';

/**
 * Checkout's delivery address: the book's addresses as choices, then "Add a new address" with its form when
 * chosen. `pincodeProblem` (the server refused to price the bag for the pincode) shows where the pincode's does.
 */
export function DeliveryAddressStep({
  delivery,
  pincodeProblem,
  accountName,
  accountPhone,
}: {
  delivery: DeliveryAddress;
  pincodeProblem?: string;
  accountName: string;
  accountPhone: string | null;
}) {
  const { addresses, addressChoice, choose } = delivery;
  const addingNew = addressChoice === NEW_ADDRESS_CHOICE;
  return (
    <section className="panel">
      <fieldset className="checkout__fieldset">
        <legend className="panel__title checkout__legend">Delivery address</legend>
        {delivery.loading ? (
          <Spinner label="Loading your addresses" />
        ) : (
          <div className="checkout-options">
            {addresses.map((address) => (
              <AddressOption
                key={address._id}
                address={address}
                accountName={accountName}
                accountPhone={accountPhone}
                checked={addressChoice === address._id}
                onChoose={() => choose(address._id)}
                problem={addressChoice === address._id ? (pincodeProblem ?? delivery.bookProblem) : undefined}
              />
            ))}
            <div className={`checkout-option${addingNew ? ' checkout-option--checked' : ''}`}>
              <label className="checkout-option__label">
                <input
                  type="radio"
                  name="address"
                  value={NEW_ADDRESS_CHOICE}
                  checked={addingNew}
                  onChange={() => choose(NEW_ADDRESS_CHOICE)}
                />
                <span className="checkout-option__title">Add a new address</span>
              </label>
              {addingNew && (
                <NewAddressForm
                  values={delivery.newAddress}
                  errors={delivery.errors}
                  pincodeError={delivery.pincodeError ?? pincodeProblem}
                  lookingUp={delivery.lookingUp}
                  onField={delivery.setField}
                  onPincode={delivery.typePincode}
                />
              )}
            </div>
          </div>
        )}
      </fieldset>
    </section>
  );
}
