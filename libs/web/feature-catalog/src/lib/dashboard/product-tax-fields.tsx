import { useId, type ChangeEvent } from 'react';
import { GST_RATES, UQCS } from '@nidra/shared/contracts';
import { FieldShell, TextField } from '@nidra/web/ui';
import { isRetiredRate, type ProductTaxField, type ProductTaxValues } from './product-tax';
import './product-tax.css';

const retiredNote = (rate: string) =>
  `${rate} % was retired on 22 September 2025: choose a rate in force (0, 5, 18 or 40 %) before saving.`;

const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(' ') || undefined;

/**
 * The administrator's tax fields of a product: HSN code, GST rate (a retired rate it still carries shown
 * with a note until it is changed), a higher rate above a unit price (both empty: none) and the unit.
 */
export function ProductTaxFields({
  values,
  initialRate,
  errors,
  onField,
}: {
  values: ProductTaxValues;
  /** The rate the product carries now, so a retired one can still be shown. */
  initialRate: string;
  errors: Partial<Record<ProductTaxField, string>>;
  onField: (name: keyof ProductTaxValues) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
}) {
  const noteId = useId();
  const aboveId = useId();
  const aboveErrorId = `${aboveId}-error`;
  const retired = isRetiredRate(values.gstRate);
  const aboveError = errors.gstAbovePrice;
  const aboveControl = { 'aria-invalid': aboveError ? (true as const) : undefined, 'aria-describedby': aboveError ? aboveErrorId : undefined };

  return (
    <div className="product-tax">
      <div className="form__row product-tax__row">
        <TextField
          label="HSN code"
          name="hsn"
          inputMode="numeric"
          maxLength={8}
          placeholder="4 to 8 digits, e.g. 9404"
          value={values.hsn}
          error={errors.hsn}
          onChange={onField('hsn')}
        />
        <FieldShell label="GST rate" error={errors.gstRate}>
          {(control) => (
            <>
              <select
                className="field__input"
                {...control}
                aria-describedby={describedBy(control['aria-describedby'], retired && noteId)}
                name="gstRate"
                value={values.gstRate}
                onChange={onField('gstRate')}
              >
                <option value="">Shop default</option>
                {GST_RATES.map((rate) => (
                  <option key={rate} value={String(rate)}>
                    {rate} %
                  </option>
                ))}
                {isRetiredRate(initialRate) && <option value={initialRate}>{initialRate} % (retired)</option>}
              </select>
              {retired && (
                <p id={noteId} className="product-tax__note">
                  {retiredNote(values.gstRate)}
                </p>
              )}
            </>
          )}
        </FieldShell>
        <FieldShell label="Unit (UQC)" error={errors.uqc}>
          {(control) => (
            <select className="field__input" {...control} name="uqc" value={values.uqc} onChange={onField('uqc')}>
              {UQCS.map((uqc) => (
                <option key={uqc} value={uqc}>
                  {uqc}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
      </div>
      <fieldset className={`product-tax__above${aboveError ? ' field--invalid' : ''}`} aria-describedby={`${aboveId}-hint`}>
        <legend className="field__label">Higher rate above a unit price</legend>
        <p id={`${aboveId}-hint`} className="product-tax__hint">
          For units priced above this (before tax), as made-up textiles at 18 % above ₹2,500 a piece. Leave both empty for none.
        </p>
        <div className="form__row product-tax__row">
          <div className="field">
            <label className="field__label" htmlFor={`${aboveId}-price`}>
              Applies above ₹ a unit
            </label>
            <input
              id={`${aboveId}-price`}
              className="field__input"
              name="gstAbovePrice"
              inputMode="decimal"
              placeholder="e.g. 2500"
              value={values.gstAbovePrice}
              onChange={onField('gstAbovePrice')}
              {...aboveControl}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${aboveId}-rate`}>
              Rate above it
            </label>
            <select id={`${aboveId}-rate`} className="field__input" name="gstAboveRate" value={values.gstAboveRate} onChange={onField('gstAboveRate')} {...aboveControl}>
              <option value="">None</option>
              {GST_RATES.map((rate) => (
                <option key={rate} value={String(rate)}>
                  {rate} %
                </option>
              ))}
            </select>
          </div>
        </div>
        {aboveError && (
          <p id={aboveErrorId} className="field__error" role="alert">
            {aboveError}
          </p>
        )}
      </fieldset>
    </div>
  );
}
