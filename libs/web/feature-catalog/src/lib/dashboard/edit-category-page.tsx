import { useNavigate, useParams } from 'react-router-dom';
import { CatalogMessage, CategoryMessage } from '@nidra/shared/contracts';
import { useSubmit } from '@nidra/web/data-access';
import { Button, Spinner } from '@nidra/web/ui';
import {
  useDeleteCategoryMutation,
  useGetCategoryQuery,
  useSetCategoryActiveMutation,
  useUpdateCategoryMutation,
} from './category-admin.api';
import { CategoryForm } from './category-form';

export function EditCategoryPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, isLoading, isError } = useGetCategoryQuery(id);
  const [update, updating] = useUpdateCategoryMutation();
  const [setActive, toggling] = useSetCategoryActiveMutation();
  const [remove, removing] = useDeleteCategoryMutation();
  const submit = useSubmit();

  if (isLoading) return <Spinner label="Loading the category" />;
  if (isError || !data) return <p className="panel panel--empty">{CategoryMessage.notFound}</p>;
  const { category } = data;

  return (
    <section className="panel">
      <header className="panel__header">
        <h2 className="panel__title">Edit Category</h2>
        <label className="switch" title={CatalogMessage.disableWarning(category.name)}>
          <input
            type="checkbox"
            checked={category.isActive}
            disabled={toggling.isLoading}
            onChange={(event) => void submit(() => setActive({ id, isActive: event.target.checked }).unwrap())}
          />
          <span>{category.isActive ? 'Active' : 'Disabled'}</span>
        </label>
      </header>
      <CategoryForm
        key={category._id}
        initial={{ name: category.name, description: category.description, products: (category.products ?? []).map((product) => product._id), isActive: category.isActive }}
        submitLabel="Save"
        busy={updating.isLoading}
        onSubmit={async ({ name, description, products }) => {
          if (await submit(() => update({ id, category: { name, description, products } }).unwrap())) navigate('/dashboard/category');
        }}
      >
        <Button
          variant="danger"
          busy={removing.isLoading}
          onClick={async () => {
            if (await submit(() => remove(id).unwrap())) navigate('/dashboard/category');
          }}
        >
          Delete
        </Button>
      </CategoryForm>
    </section>
  );
}
