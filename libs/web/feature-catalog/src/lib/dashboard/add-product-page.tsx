import { useNavigate } from 'react-router-dom';
import { useIsAdmin } from '@nidra/web/data-access';
import { useProductUpload } from './use-product-upload';
import { useProductSave } from './use-product-save';
import { ProductForm, type ProductFormValues } from './product-form';
import { NEW_PRODUCT_TAX, productTaxFormEntries } from './product-tax';

const EMPTY: ProductFormValues = {
  sku: '',
  name: '',
  description: '',
  quantity: '',
  price: '',
  taxable: 'true',
  brand: '',
  isActive: true,
  ...NEW_PRODUCT_TAX,
};

/** Fields only administrators set (sent as `productTaxFormEntries` makes them); a merchant's form leaves them to the shop. */
const TAX_FIELDS = new Set(Object.keys(NEW_PRODUCT_TAX));

export function AddProductPage() {
  const navigate = useNavigate();
  const { upload, progress, busy } = useProductUpload();
  const admin = useIsAdmin();
  const { save, fieldErrors } = useProductSave();

  const add = async (values: ProductFormValues, image: File | null) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) {
      if ((key === 'brand' && !value) || TAX_FIELDS.has(key)) continue;
      form.append(key, typeof value === 'string' ? value.trim() : String(value));
    }
    if (admin) for (const [key, value] of productTaxFormEntries(values)) form.append(key, value);
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
