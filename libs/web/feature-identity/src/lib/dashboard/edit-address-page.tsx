import { useNavigate, useParams } from 'react-router-dom';
import { AddressMessage, type AddressFields } from '@nidra/shared/contracts';
import { notifySuccess, useAppDispatch, useNotifyError } from '@nidra/web/data-access';
import { Button, Spinner } from '@nidra/web/ui';
import { useDeleteAddressMutation, useGetAddressQuery, useUpdateAddressMutation } from '@nidra/web/data-access';
import { validateAddress } from '../validation';
import { AddressForm } from './address-form';

export function EditAddressPage() {
  const { id = '' } = useParams();
  const { data, isLoading, isError } = useGetAddressQuery(id);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [update, updating] = useUpdateAddressMutation();
  const [remove, removing] = useDeleteAddressMutation();
  const notifyError = useNotifyError();

  if (isLoading) return <Spinner label="Loading the address" />;
  if (isError || !data) return <p className="panel panel--empty">{AddressMessage.notFound}</p>;

  const save = async (values: AddressFields) => {
    try {
      const result = await update({ id, ...values }).unwrap();
      dispatch(notifySuccess(result.message));
      navigate('/dashboard/address');
    } catch (error) {
      notifyError(error);
    }
  };

  const destroy = async () => {
    try {
      const result = await remove(id).unwrap();
      dispatch(notifySuccess(result.message));
      navigate('/dashboard/address');
    } catch (error) {
      notifyError(error);
    }
  };

  const { address, city, state, country, zipCode, isDefault } = data.address;
  return (
    <section className="panel">
      <header className="panel__header">
        <h2 className="panel__title">Edit Address</h2>
      </header>
      <AddressForm
        key={data.address._id}
        initial={{ address, city, state, country, zipCode, isDefault }}
        validate={validateAddress}
        submitLabel="Save"
        busy={updating.isLoading}
        onSubmit={save}
      >
        <Button variant="danger" busy={removing.isLoading} onClick={destroy}>
          Delete
        </Button>
      </AddressForm>
    </section>
  );
}
