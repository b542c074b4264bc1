import { useNavigate } from 'react-router-dom';
import { useSubmit } from '@nidra/web/data-access';
import { useAddBrandMutation } from '../brand.api';
import { BrandForm } from './brand-form';

export function AddBrandPage() {
  const navigate = useNavigate();
  const [add, { isLoading }] = useAddBrandMutation();
  const submit = useSubmit();

  return (
    <section className="panel">
      <header className="panel__header">
        <h2 className="panel__title">Add Brand</h2>
      </header>
      <BrandForm
        initial={{ name: '', description: '', isActive: true }}
        submitLabel="Add Brand"
        busy={isLoading}
        withActive
        onSubmit={async (fields) => {
          if (await submit(() => add(fields).unwrap())) navigate('/dashboard/brand');
        }}
      />
    </section>
  );
}
