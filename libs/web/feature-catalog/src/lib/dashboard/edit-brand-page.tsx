import { useNavigate, useParams } from 'react-router-dom';
import { CatalogMessage } from '@nidra/shared/contracts';
import { useIsAdmin, useSubmit } from '@nidra/web/data-access';
import { Button, Spinner } from '@nidra/web/ui';
import { useDeleteBrandMutation, useGetBrandQuery, useSetBrandActiveMutation, useUpdateBrandMutation } from '../brand.api';
import { BrandForm } from './brand-form';

export function EditBrandPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, isLoading, isError } = useGetBrandQuery(id);
  const admin = useIsAdmin();
  const [update, updating] = useUpdateBrandMutation();
  const [setActive, toggling] = useSetBrandActiveMutation();
  const [remove, removing] = useDeleteBrandMutation();
  const submit = useSubmit();

  if (isLoading) return <Spinner label="Loading the brand" />;
  if (isError || !data) return <p className="panel panel--empty">{CatalogMessage.brandNotFound}</p>;
  const { brand } = data;

  return (
    <section className="panel">
      <header className="panel__header">
        <h2 className="panel__title">Edit Brand</h2>
        <label className="switch" title={CatalogMessage.disableWarning(brand.name)}>
          <input
            type="checkbox"
            checked={brand.isActive}
            disabled={toggling.isLoading || (!admin && !brand.isActive)}
            onChange={(event) => void submit(() => setActive({ id, isActive: event.target.checked }).unwrap())}
          />
          <span>{brand.isActive ? 'Active' : 'Disabled'}</span>
        </label>
      </header>
      <p className="panel__meta">
        Slug: <code>{brand.slug}</code>
      </p>
      {!admin && !brand.isActive && <p className="panel__meta">{CatalogMessage.brandAwaitingEnable}</p>}
      <BrandForm
        key={brand._id}
        initial={{ name: brand.name, description: brand.description, isActive: brand.isActive }}
        submitLabel="Save"
        busy={updating.isLoading}
        onSubmit={async ({ name, description }) => {
          if (await submit(() => update({ id, brand: { name, description } }).unwrap())) navigate('/dashboard/brand');
        }}
      >
        {admin && (
          <Button
            variant="danger"
            busy={removing.isLoading}
            onClick={async () => {
              if (await submit(() => remove(id).unwrap())) navigate('/dashboard/brand');
            }}
          >
            Delete
          </Button>
        )}
      </BrandForm>
    </section>
  );
}
