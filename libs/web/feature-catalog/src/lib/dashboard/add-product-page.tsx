import { useNavigate } from 'react-router-dom';
import { DEFAULT_HSN } from '@nidra/shared/contracts';
import { useIsAdmin } from '@nidra/web/data-access';
import { useProductUpload } from './use-product-upload';
import { useProductSave } from './use-product-save';
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
  hsn: DEFAULT_HSN,
  gstRate: '',
};

/** Fields only administrators set; a merchant's form leaves them to the shop. */
const ADMIN_ONLY = new Set(['hsn', 'gstRate']);

export function AddProductPage() {
  const navigate = useNavigate();
  const { upload, progress, busy } = useProductUpload();
  const admin = useIsAdmin();
  const { save, fieldErrors } = useProductSave();

  const add = async (values: ProductFormValues, image: File | null) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) {
      if (key === 'brand' && !value) continue;
      if (ADMIN_ONLY.has(key) && !admin) continue;
      form.append(key, typeof value === 'string' ? value.trim() : String(value));
    }
    if (image) form.append('image', image);
    if (await save(() => upload('/product/add', form))) navigate('/dashboard/product');
  };

  return (
    <section className="panel">
      <header className="panel__header">
        <h2 className="panel__title">Add Product</h2>
      </header>
      <ProductForm initial={EMPTY} adding submitLabel="Add Product" busy={busy} progress={progress} onSubmit={add} serverErrors={fieldErrors} />
    </section>
  );
}
