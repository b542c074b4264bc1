import { useId } from 'react';

export interface SearchBoxProps {
  /** The input's accessible name (visually hidden). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** A list's search input, labelled for screen readers. */
export function SearchBox({ label, placeholder, value, onChange }: SearchBoxProps) {
  const id = useId();
  return (
    <div className="search-box">
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
