import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { cardPriceText } from '@nidra/shared/util';
import { useSearchProductsQuery } from '../catalog.api';
import { SEARCH_DEBOUNCE_MS, shouldSuggest } from './search-rules';

/** Product search in the header: suggestions link to their product pages. */
export function HeaderSearch() {
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { pathname } = useLocation();

  useEffect(() => {
    const timer = setTimeout(() => setTerm(typed.trim().toLowerCase()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  // Going to a product (or anywhere), or clicking elsewhere, closes the suggestions.
  useEffect(() => setOpen(false), [pathname]);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const close = (event: MouseEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const { data } = useSearchProductsQuery(term, { skip: !shouldSuggest(term) });
  const suggestions = typed.trim() && shouldSuggest(term) ? (data?.products ?? []) : [];
  const shown = open && suggestions.length > 0;
  const input = useRef<HTMLInputElement>(null);

  // Arrow keys step through the suggestions (and back to the box); Escape closes them, focus in the box.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      if (shown) input.current?.focus();
      setOpen(false);
      return;
    }
    if (!shown || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    const links = [...(box.current?.querySelectorAll<HTMLElement>('.search__suggestion') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
    if (next < 0) input.current?.focus();
    else links[Math.min(next, links.length - 1)]?.focus();
  };

  return (
    <div className="search" ref={box} onKeyDown={onKeyDown}>
      <label className="visually-hidden" htmlFor={`${listId}-input`}>
        Search products
      </label>
      <input
        id={`${listId}-input`}
        ref={input}
        className="search__input"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        placeholder="Search mattresses, pillows…"
        autoComplete="off"
        value={typed}
        aria-controls={shown ? listId : undefined}
        aria-expanded={shown}
        onChange={(event) => {
          setTyped(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
      />
      {shown && (
        <ul id={listId} className="search__suggestions" aria-label="Suggestions">
          {suggestions.map((product) => (
            <li key={product._id}>
              <Link className="search__suggestion" to={`/product/${product.slug}`}>
                <span>{product.name}</span>
                <span className="search__price">{cardPriceText(product)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
