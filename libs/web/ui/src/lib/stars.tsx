import { useId } from 'react';

const STARS = [1, 2, 3, 4, 5] as const;
/** Filled and empty stars differ in shape as well as colour. */
const FILLED = '★';
const EMPTY = '☆';

/** A rating shown as five stars, read out as "4 out of 5 stars". */
export function Stars({ value }: { value: number }) {
  const whole = Math.round(value);
  return (
    <span className="stars" role="img" aria-label={`${whole} out of 5 stars`}>
      {STARS.map((star) => (
        <span key={star} className={star <= whole ? 'stars__star stars__star--on' : 'stars__star'} aria-hidden="true">
          {star <= whole ? FILLED : EMPTY}
        </span>
      ))}
    </span>
  );
}

export interface StarInputProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string;
}

/** Whole-star rating input: a radio group of five stars; an error describes the group and marks its stars invalid. */
export function StarInput({ label, value, onChange, error }: StarInputProps) {
  const errorId = useId();
  return (
    <fieldset className={`field star-input${error ? ' field--invalid' : ''}`} aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">{label}</legend>
      <div className="star-input__stars">
        {STARS.map((star) => (
          <label key={star} className={star <= value ? 'star-input__star star-input__star--on' : 'star-input__star'}>
            <input
              type="radio"
              className="visually-hidden"
              name={label}
              value={star}
              checked={value === star}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(star)}
            />
            <span aria-hidden="true">{star <= value ? FILLED : EMPTY}</span>
            <span className="visually-hidden">{star === 1 ? '1 star' : `${star} stars`}</span>
          </label>
        ))}
      </div>
      {error && (
        <span id={errorId} className="field__error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
