import { useNavigate } from 'react-router-dom';
import { useSubmit } from '@nidra/web/data-access';
import { useProductUpload } from './use-product-upload';
import { ProductForm, type ProductFormValues } from './product-form';

const EMPTY: ProductFormValues = {
  sku: '',
  name: '',
  description: '',
  quantity: '',
  price: '',
  taxable: 'true',
  brand: '',
  isActive: true,
};

export function AddProductPage() {
  const navigate = useNavigate();
  const { upload, progress, busy } = useProductUpload();
  const submit = useSubmit();

  const add = async (values: ProductFormValues, image: File | null) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) {
      if (key === 'brand' && !value) continue;
      form.append(key, typeof value === 'string' ? value.trim() : String(value));
    }
    if (image) form.append('image', image);
    if (await submit(() => upload('/product/add', form))) navigate('/dashboard/product');
  };

  return (
    <section className="panel">
      <header className="panel__header">
        <h2 className="panel__title">Add Product</h2>
      </header>
      <ProductForm initial={EMPTY} adding submitLabel="Add Product" busy={busy} progress={progress} onSubmit={add} />
    </section>
  );
}
