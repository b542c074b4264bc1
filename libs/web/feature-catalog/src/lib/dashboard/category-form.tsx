import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CatalogMessage, CategoryMessage, DESCRIPTION_MAX_LENGTH, type CategoryFields } from '@nidra/shared/contracts';
import { Button, Checkbox, TextArea, TextField } from '@nidra/web/ui';
import { rules, useForm, validateWith } from '@nidra/web/util';
import { useGetProductOptionsQuery } from './category-admin.api';

type Values = { name: string; description: string; isActive: boolean };

const validate = validateWith<Values>({
  name: [rules.required(CatalogMessage.nameRequired)],
  description: [
    rules.required(CatalogMessage.descriptionRequired),
    (value) => (String(value ?? '').trim().length > DESCRIPTION_MAX_LENGTH ? CatalogMessage.descriptionMax : undefined),
  ],
});

interface CategoryFormProps {
  initial: Required<CategoryFields>;
  submitLabel: string;
  busy: boolean;
  withActive?: boolean;
  onSubmit: (fields: Required<CategoryFields>) => void;
  children?: ReactNode;
}

export function CategoryForm({ initial, submitLabel, busy, withActive = false, onSubmit, children }: CategoryFormProps) {
  const form = useForm<Values>({ name: initial.name, description: initial.description, isActive: initial.isActive }, validate);
  const [chosen, setChosen] = useState<Set<string>>(new Set(initial.products));
  const [productsError, setProductsError] = useState<string>();
  const [filter, setFilter] = useState('');
  const filterBox = useRef<HTMLInputElement>(null);
  const productsErrorId = useId();
  const { data } = useGetProductOptionsQuery();
  const options = (data?.products ?? []).filter((p) => p.name.toLowerCase().includes(filter.trim().toLowerCase()));

  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ok = form.check();
    setProductsError(chosen.size === 0 ? CategoryMessage.productsRequired : undefined);
    // The fields' own check focuses a wrong field; with only the products missing, their filter takes focus.
    if (ok && chosen.size === 0) filterBox.current?.focus();
    if (!ok || chosen.size === 0) return;
    onSubmit({
      name: form.values.name.trim(),
      description: form.values.description.trim(),
      isActive: form.values.isActive,
      products: [...chosen],
    });
  };

  return (
    <form ref={form.ref} className="form" noValidate onSubmit={submit}>
      <TextField label="Name" placeholder="Category Name" {...form.field('name')} />
      <TextArea label="Description" rows={3} placeholder="Category Description" {...form.field('description')} />
      <fieldset className={`choices${productsError ? ' field--invalid' : ''}`} aria-describedby={productsError ? productsErrorId : undefined}>
        <legend className="field__label">Products ({chosen.size} chosen)</legend>
        <input
          ref={filterBox}
          className="field__input"
          type="search"
          placeholder="Filter products"
          aria-label="Filter products"
          aria-describedby={productsError ? productsErrorId : undefined}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <div className="choices__list">
          {options.map((product) => (
            <Checkbox key={product._id} label={product.name} checked={chosen.has(product._id)} onChange={() => toggle(product._id)} />
          ))}
        </div>
        {productsError && (
          <p id={productsErrorId} className="field__error" role="alert">
            {productsError}
          </p>
        )}
      </fieldset>
      {withActive && <Checkbox label="Active?" {...form.checkbox('isActive')} />}
      <div className="form__actions">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}
