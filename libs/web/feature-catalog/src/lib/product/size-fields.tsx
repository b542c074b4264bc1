import type { ProductDto } from '@nidra/shared/contracts';
import { CUSTOMIZE, familyOffers, hasThickness, variantsOfSize, withCategory, withSize, type SizeChoice } from './size-choice';

/** The size, thickness or custom inches, as the product's variants offer them. */
export function SizeFields({ product, choice, onChoice }: { product: ProductDto; choice: SizeChoice; onChoice: (choice: SizeChoice) => void }) {
  const variants = product.variants ?? [];
  const families = familyOffers(variants);
  const family = families.find((offer) => offer.code === choice.category);
  const thicknesses = variantsOfSize(variants, choice.label);
  return (
    <fieldset className="product__sizes">
      <legend>Size</legend>
      <label className="field">
        <span className="field__label">Bed type</span>
        <select
          className="field__input"
          value={choice.category}
          onChange={(event) => onChoice(withCategory(choice, Number(event.target.value) as SizeChoice['category'], variants))}
        >
          {families.map((offer) => (
            <option key={offer.code} value={offer.code}>
              {offer.name}
            </option>
          ))}
          <option value={CUSTOMIZE}>Customize</option>
        </select>
      </label>
      {choice.category === CUSTOMIZE ? (
        <>
          <div className="form__row">
            <label className="field">
              <span className="field__label">Length (inches)</span>
              <input
                className="field__input"
                inputMode="decimal"
                value={choice.length}
                onChange={(event) => onChoice({ ...choice, length: event.target.value.replace(/[^\d.]/g, '') })}
              />
            </label>
            <label className="field">
              <span className="field__label">Breadth (inches)</span>
              <input
                className="field__input"
                inputMode="decimal"
                value={choice.breadth}
                onChange={(event) => onChoice({ ...choice, breadth: event.target.value.replace(/[^\d.]/g, '') })}
              />
            </label>
          </div>
          <p className="product__made">Made to order</p>
        </>
      ) : (
        <div className="form__row">
          <label className="field">
            <span className="field__label">Size (feet)</span>
            <select className="field__input" value={choice.label ?? ''} onChange={(event) => onChoice(withSize(choice, event.target.value, variants))}>
              {family?.sizes.map((size) => (
                <option key={size.label} value={size.label} disabled={size.out}>
                  {size.out ? `${size.label} (Out of stock)` : size.label}
                </option>
              ))}
            </select>
          </label>
          {hasThickness(variants) && (
            <label className="field">
              <span className="field__label">Thickness</span>
              <select
                className="field__input"
                value={choice.thickness ?? ''}
                onChange={(event) => onChoice({ ...choice, thickness: event.target.value === '' ? null : Number(event.target.value) })}
              >
                {thicknesses.map((variant) => (
                  <option key={variant._id} value={variant.thickness ?? ''} disabled={variant.stock === 'out'}>
                    {`${variant.thickness === null ? 'None' : `${variant.thickness} in`}${variant.stock === 'out' ? ' (Out of stock)' : ''}`}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      )}
    </fieldset>
  );
}
