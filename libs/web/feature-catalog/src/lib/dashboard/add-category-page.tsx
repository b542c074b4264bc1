import { useNavigate } from 'react-router-dom';
import { useSubmit } from '@nidra/web/data-access';
import { useAddCategoryMutation } from './category-admin.api';
import { CategoryForm } from './category-form';

export function AddCategoryPage() {
  const navigate = useNavigate();
  const [add, { isLoading }] = useAddCategoryMutation();
  const submit = useSubmit();
  return (
    <section className="panel">
      <header className="panel__header">
        <h2 className="panel__title">Add Category</h2>
      </header>
      <CategoryForm
        initial={{ name: '', description: '', products: [], isActive: true }}
        submitLabel="Add Category"
        busy={isLoading}
        withActive
        onSubmit={async (fields) => {
          if (await submit(() => add(fields).unwrap())) navigate('/dashboard/category');
        }}
      />
    </section>
  );
}
