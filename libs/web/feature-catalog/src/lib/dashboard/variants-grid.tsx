import { useId, useState } from 'react';
import type { ProductDto } from '@nidra/shared/contracts';
import { variantLabel } from '@nidra/shared/util';
import { serverErrorMessage } from '@nidra/web/data-access';
import { Button } from '@nidra/web/ui';
import { formatInr } from '@nidra/web/util';
import { useSetProductVariantsMutation } from './product-admin.api';
import {
  gridProblem,
  gridRows,
  PACKAGE_MEASURES,
  rowKey,
  rulePrice,
  thicknessProblem,
  toVariantFields,
  withThickness,
  type PackageRow,
  type VariantRow,
} from './variant-rows';

const labelOf = (row: VariantRow) => variantLabel(row);

/** Each package measure's column heading and the words its input is named by. */
const MEASURE: Record<keyof PackageRow, { heading: string; name: string }> = {
  weightKg: { heading: 'Weight (kg)', name: 'Packed weight' },
  lengthCm: { heading: 'L (cm)', name: 'Packed length' },
  breadthCm: { heading: 'B (cm)', name: 'Packed breadth' },
  heightCm: { heading: 'H (cm)', name: 'Packed height' },
};

/** The product's variants, size × thickness: sold or not, price, stock, sku and one unit's package, saved together. */
export function VariantsGrid({ product }: { product: ProductDto }) {
  const headingId = useId();
  const [rows, setRows] = useState(() => gridRows(product));
  const [thickness, setThickness] = useState('');
  const [thicknessError, setThicknessError] = useState<string>();
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [save, saving] = useSetProductVariantsMutation();

  const change = (key: string, patch: Partial<VariantRow>) => {
    setRows((current) => current.map((row) => (rowKey(row) === key ? { ...row, ...patch } : row)));
    setOutcome(null);
  };

  const addThickness = () => {
    const problem = thicknessProblem(thickness, rows);
    setThicknessError(problem);
    if (problem) return;
    setRows(withThickness(rows, Number(thickness)));
    setThickness('');
  };

  const submit = async () => {
    const problem = gridProblem(rows);
    if (problem) {
      setOutcome({ kind: 'error', text: problem });
      return;
    }
    try {
      const saved = await save({ id: product._id, variants: toVariantFields(rows) }).unwrap();
      // The rows as the server now has them: skus it made, prices that follow the rule again.
      setRows(gridRows(saved.product));
      setOutcome({ kind: 'success', text: saved.message });
    } catch (error) {
      setOutcome({ kind: 'error', text: serverErrorMessage(error) ?? 'The variants could not be saved. Please try again.' });
    }
  };

  return (
    <section className="variants" aria-labelledby={headingId}>
      <h3 id={headingId} className="variants__title">
        Variants
      </h3>
      <p className="variants__hint">
        An empty price follows the size rule (the base price × the size); an empty stock shares the product&apos;s quantity until every variant sold has
        its own. The package is one unit packed for the courier (weight; length × breadth × height): a booking starts from it.
      </p>
      <div className="variants__add">
        <label className="field">
          <span className="field__label">Thickness (inches)</span>
          <input
            className="field__input"
            inputMode="numeric"
            value={thickness}
            aria-invalid={thicknessError ? true : undefined}
            aria-describedby={thicknessError ? `${headingId}-thickness-error` : undefined}
            onChange={(event) => setThickness(event.target.value.replace(/\D/g, ''))}
          />
          {thicknessError && (
            <span id={`${headingId}-thickness-error`} className="field__error" role="alert">
              {thicknessError}
            </span>
          )}
        </label>
        <Button variant="secondary" onClick={addThickness}>
          Add thickness
        </Button>
      </div>
      <div className="variants__scroll">
        <table className="variants__table">
          <thead>
            <tr>
              <th scope="col">Variant</th>
              <th scope="col">Sold</th>
              <th scope="col">Price (₹, before GST)</th>
              <th scope="col">Stock</th>
              <th scope="col">SKU</th>
              {PACKAGE_MEASURES.map((measure) => (
                <th key={measure} scope="col">
                  {MEASURE[measure].heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const key = rowKey(row);
              const label = labelOf(row);
              return (
                <tr key={key} className={row.on ? undefined : 'variants__row--off'}>
                  <th scope="row">{label}</th>
                  <td>
                    <input type="checkbox" aria-label={`Sell ${label}`} checked={row.on} onChange={(event) => change(key, { on: event.target.checked })} />
                  </td>
                  <td>
                    <input
                      className="field__input variants__input"
                      inputMode="decimal"
                      aria-label={`Price of ${label}`}
                      placeholder={formatInr(rulePrice(product.price, row.size))}
                      value={row.price}
                      onChange={(event) => change(key, { price: event.target.value.replace(/[^\d.]/g, '') })}
                    />
                  </td>
                  <td>
                    <input
                      className="field__input variants__input variants__input--stock"
                      inputMode="numeric"
                      aria-label={`Stock of ${label}`}
                      placeholder={product.stockBySize ? '' : 'Shared'}
                      value={row.quantity}
                      onChange={(event) => change(key, { quantity: event.target.value.replace(/\D/g, '') })}
                    />
                  </td>
                  <td>
                    <input
                      className="field__input variants__input variants__input--sku"
                      aria-label={`SKU of ${label}`}
                      placeholder="Made from the product's"
                      value={row.sku}
                      onChange={(event) => change(key, { sku: event.target.value })}
                    />
                  </td>
                  {PACKAGE_MEASURES.map((measure) => (
                    <td key={measure}>
                      <input
                        className="field__input variants__input variants__input--measure"
                        inputMode="decimal"
                        aria-label={`${MEASURE[measure].name} of ${label}`}
                        value={row.package[measure]}
                        onChange={(event) => change(key, { package: { ...row.package, [measure]: event.target.value.replace(/[^\d.]/g, '') } })}
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {outcome && (
        <p className={`variants__outcome variants__outcome--${outcome.kind}`} role={outcome.kind === 'error' ? 'alert' : 'status'}>
          {outcome.text}
        </p>
      )}
      <div className="form__actions">
        <Button busy={saving.isLoading} onClick={() => void submit()}>
          Update variants
        </Button>
      </div>
    </section>
  );
}
