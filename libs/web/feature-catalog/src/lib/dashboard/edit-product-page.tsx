import { useNavigate, useParams } from 'react-router-dom';
import { ProductMessage } from '@nidra/shared/contracts';
import { useIsAdmin, useSubmit } from '@nidra/web/data-access';
import { Button, Spinner } from '@nidra/web/ui';
import { smallImageUrl } from '@nidra/shared/util';
import {
  useDeleteProductMutation,
  useGetManagedProductQuery,
  useSetProductActiveMutation,
  useUpdateProductMutation,
} from './product-admin.api';
import { useProductUpload } from './use-product-upload';
import { useProductSave } from './use-product-save';
import { ProductForm } from './product-form';
import { productTaxFields, productTaxValues } from './product-tax';
import { UploadProgress } from './upload-progress';
import { VariantsGrid } from './variants-grid';

export function EditProductPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, isLoading, isError } = useGetManagedProductQuery(id);
  const [update, updating] = useUpdateProductMutation();
  const [setActive, toggling] = useSetProductActiveMutation();
  const [remove, removing] = useDeleteProductMutation();
  const { upload, progress, busy } = useProductUpload();
  const submit = useSubmit();
  const admin = useIsAdmin();
  const { save, fieldErrors } = useProductSave();

  if (isLoading) return <Spinner label="Loading the product" />;
  if (isError || !data) return <p className="panel panel--empty">{ProductMessage.notFound}</p>;
  const { product } = data;

  const addImage = async (file: File | undefined) => {
    if (!file) return;
    const form = new FormData();
    form.append('image', file);
    await submit(() => upload(`/upload/product/${id}`, form));
  };

  return (
    <section className="panel">
      <header className="panel__header">
        <h2 className="panel__title">Edit Product</h2>
        <label className="switch">
          <input
            type="checkbox"
            checked={product.isActive}
            disabled={toggling.isLoading}
            onChange={(event) => void submit(() => setActive({ id, isActive: event.target.checked }).unwrap())}
          />
          <span>{product.isActive ? 'Active' : 'Disabled'}</span>
        </label>
      </header>
      <p className="panel__meta">
        SKU: <code>{product.sku}</code> · Slug: <code>{product.slug}</code>
      </p>
      <div className="image-strip">
        {product.imageUrls.map((url) => (
          <img key={url} src={smallImageUrl(url)} alt="" width={120} height={90} />
        ))}
        <label className="btn btn--secondary image-strip__add">
          Add image
          <input
            className="visually-hidden"
            type="file"
            accept="image/jpeg,image/png"
            disabled={busy}
            onChange={(event) => {
              void addImage(event.target.files?.[0]);
              // The same picture may be chosen again later.
              event.target.value = '';
            }}
          />
        </label>
      </div>
      {progress !== null && <UploadProgress percent={progress} what="the image" working="Processing the image" />}
      <ProductForm
        // Kept by size, the quantity shown follows the variants' stock as it is saved.
        key={`${product._id}:${product.stockBySize ? product.quantity : 'pool'}`}
        initial={{
          sku: product.sku,
          name: product.name,
          description: product.description,
          quantity: String(product.quantity),
          price: String(product.price),
          taxable: String(product.taxable),
          brand: product.brand?._id ?? '',
          isActive: product.isActive,
          ...productTaxValues(product),
        }}
        adding={false}
        quantityReadOnly={product.stockBySize === true}
        submitLabel="Save"
        busy={updating.isLoading}
        progress={null}
        serverErrors={fieldErrors}
        onSubmit={async (values) => {
          const saved = await save(() =>
            update({
              id,
              product: {
                name: values.name.trim(),
                description: values.description.trim(),
                // Kept by size, the product's quantity is its variants' sum and is not set here.
                quantity: product.stockBySize ? product.quantity : Number(values.quantity),
                price: Number(values.price),
                taxable: values.taxable === 'true',
                brand: values.brand || null,
                ...(admin && productTaxFields(values)),
              },
            }).unwrap(),
          );
          if (saved) navigate('/dashboard/product');
        }}
      >
        <Button
          variant="danger"
          busy={removing.isLoading}
          onClick={async () => {
            if (await submit(() => remove(id).unwrap())) navigate('/dashboard/product');
          }}
        >
          Delete
        </Button>
      </ProductForm>
      <VariantsGrid key={`variants:${product._id}`} product={product} />
    </section>
  );
}
