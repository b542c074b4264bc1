import { useNavigate } from 'react-router-dom';
import type { AddressFields } from '@nidra/shared/contracts';
import { notifySuccess, useAppDispatch, useNotifyError } from '@nidra/web/data-access';
import { useAddAddressMutation } from '@nidra/web/data-access';
import { validateNewAddress } from '../validation';
import { AddressForm, EMPTY_ADDRESS } from './address-form';

export function AddAddressPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [add, { isLoading }] = useAddAddressMutation();
  const notifyError = useNotifyError();

  const submit = async (values: AddressFields) => {
    try {
      const result = await add(values).unwrap();
      dispatch(notifySuccess(result.message));
      navigate('/dashboard/address');
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <section className="panel">
      <header className="panel__header">
        <h2 className="panel__title">Add Address</h2>
      </header>
      <AddressForm initial={EMPTY_ADDRESS} validate={validateNewAddress} submitLabel="Add Address" busy={isLoading} onSubmit={submit} />
    </section>
  );
}
