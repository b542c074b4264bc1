import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CatalogMessage, DESCRIPTION_MAX_LENGTH, ProductMessage } from '@nidra/shared/contracts';
import { useIsAdmin } from '@nidra/web/data-access';
import { Button, Checkbox, TextArea, TextField } from '@nidra/web/ui';
import { rules, useForm, validateWith, type FieldErrors } from '@nidra/web/util';
import { useGetBrandOptionsQuery } from '../brand.api';
import { validateProductTax, type ProductTaxField, type ProductTaxValues } from './product-tax';
import { ProductTaxFields } from './product-tax-fields';
import { UploadProgress } from './upload-progress';

export interface ProductFormValues extends ProductTaxValues {
  sku: string;
  name: string;
  description: string;
  quantity: string;
  price: string;
  taxable: string;
  brand: string;
  isActive: boolean;
  [key: string]: string | boolean;
}

const number = (message: string, whole: boolean) => (value: unknown) =>
  (whole ? /^\d+$/ : /^\d+(\.\d{1,2})?$/).test(String(value ?? '').trim()) ? undefined : message;

const common = {
  name: [rules.required<ProductFormValues>(ProductMessage.nameRequired)],
  description: [
    rules.required<ProductFormValues>(ProductMessage.descriptionRequired),
    (value: unknown) => (String(value ?? '').trim().length > DESCRIPTION_MAX_LENGTH ? CatalogMessage.descriptionMax : undefined),
  ],
  quantity: [rules.required<ProductFormValues>(ProductMessage.quantityRequired), number(ProductMessage.quantityWhole, true)],
  price: [
    rules.required<ProductFormValues>(ProductMessage.priceRequired),
    number(ProductMessage.priceNotNumber, false),
    (value: unknown) => (Number(value) < 1 ? ProductMessage.priceMin : undefined),
  ],
  taxable: [rules.required<ProductFormValues>(ProductMessage.taxableRequired)],
};

/** Adding needs a sku and an image too; editing has neither. */
export const validateNewProduct = validateWith<ProductFormValues>({ sku: [rules.required(ProductMessage.skuRequired)], ...common });
export const validateProduct = validateWith<ProductFormValues>(common);

/** The form's rules: the tax fields' too when an administrator sets them. */
const validateFor =
  (adding: boolean, admin: boolean) =>
  (values: ProductFormValues): FieldErrors<ProductFormValues> => ({
    ...(adding ? validateNewProduct : validateProduct)(values),
    ...(admin ? validateProductTax(values) : {}),
  });

interface ProductFormProps {
  initial: ProductFormValues;
  adding: boolean;
  submitLabel: string;
  busy: boolean;
  progress: number | null;
  onSubmit: (values: ProductFormValues, image: File | null) => void;
  /** The product keeps stock by size: its quantity is the variants' sum, shown but not typed. */
  quantityReadOnly?: boolean;
  /** What the server refused at a field, when it named one (HSN code, GST rates, unit). */
  serverErrors?: Partial<Record<ProductTaxField, string>>;
  children?: ReactNode;
}

export function ProductForm({ initial, adding, quantityReadOnly = false, submitLabel, busy, progress, onSubmit, serverErrors, children }: ProductFormProps) {
  const admin = useIsAdmin();
  const form = useForm(initial, validateFor(adding, admin));
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string>();
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const { data: brands } = useGetBrandOptionsQuery(undefined, { skip: !admin });
  const taxErrors = {
    hsn: form.errors.hsn ?? serverErrors?.hsn,
    gstRate: form.errors.gstRate ?? serverErrors?.gstRate,
    gstAbovePrice: form.errors.gstAbovePrice ?? serverErrors?.gstAbovePrice,
    uqc: form.errors.uqc ?? serverErrors?.uqc,
  };

  // A refused form, or a field the server refused, puts the cursor in the first wrong field.
  useEffect(() => {
    if (focusTick > 0 || Object.values(serverErrors ?? {}).some(Boolean)) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [focusTick, serverErrors]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fieldsOk = form.check();
    const missingImage = adding && !image;
    setImageError(missingImage ? ProductMessage.imageRequired : undefined);
    if (!fieldsOk || missingImage) {
      setFocusTick((tick) => tick + 1);
      return;
    }
    onSubmit(form.values, image);
  };

  return (
    <form ref={formRef} className="form" noValidate onSubmit={submit}>
      {adding && <TextField label="Sku" placeholder="Product Sku" {...form.field('sku')} />}
      <TextField label="Name" placeholder="Product Name" {...form.field('name')} />
      <TextArea label="Description" rows={3} placeholder="Product Description" {...form.field('description')} />
      <div className="form__row">
        <TextField
          label="Quantity"
          inputMode="numeric"
          placeholder="Product Quantity"
          readOnly={quantityReadOnly}
          title={quantityReadOnly ? 'The sum of the variants’ stock: set it in Variants below' : undefined}
          {...form.field('quantity')}
        />
        <TextField label="Price" inputMode="decimal" placeholder="Product Price" {...form.field('price')} />
      </div>
      <div className="form__row">
        <label className="field">
          <span className="field__label">Taxable</span>
          <select className="field__input" value={form.values.taxable} onChange={form.field('taxable').onChange}>
            <option value="true">Yes</option>
            <option value="false">No</option>
          </select>
        </label>
        {admin && (
          <label className="field">
            <span className="field__label">Brand</span>
            <select className="field__input" value={form.values.brand} onChange={form.field('brand').onChange}>
              <option value="">No brand</option>
              {brands?.brands.map((brand) => (
                <option key={brand._id} value={brand._id}>
                  {brand.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {admin && (
        <ProductTaxFields values={form.values} initialRate={initial.gstRate} errors={taxErrors} onField={(name) => form.field(name).onChange} />
      )}
      {adding && (
        <>
          <div className={`field${imageError ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor="product-image">
              Image
            </label>
            <input
              id="product-image"
              className="field__input"
              type="file"
              accept="image/jpeg,image/png"
              aria-invalid={imageError ? true : undefined}
              aria-describedby={imageError ? 'product-image-error' : undefined}
              onChange={(event) => setImage(event.target.files?.[0] ?? null)}
            />
            {imageError && (
              <p id="product-image-error" className="field__error" role="alert">
                {imageError}
              </p>
            )}
          </div>
          <Checkbox label="Active?" {...form.checkbox('isActive')} />
        </>
      )}
      {progress !== null && <UploadProgress percent={progress} what="the image" working="Saving the product" />}
      <div className="form__actions">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}
