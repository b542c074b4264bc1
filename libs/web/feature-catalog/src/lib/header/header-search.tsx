import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { formatInr } from '@nidra/web/util';
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

  return (
    <div className="search" ref={box} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <label className="visually-hidden" htmlFor={`${listId}-input`}>
        Search products
      </label>
      <input
        id={`${listId}-input`}
        className="search__input"
        type="search"
        placeholder="Search mattresses, pillows…"
        autoComplete="off"
        value={typed}
        aria-controls={listId}
        aria-expanded={open && suggestions.length > 0}
        onChange={(event) => {
          setTyped(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
      />
      {open && suggestions.length > 0 && (
        <ul id={listId} className="search__suggestions" aria-label="Suggestions">
          {suggestions.map((product) => (
            <li key={product._id}>
              <Link className="search__suggestion" to={`/product/${product.slug}`}>
                <span>{product.name}</span>
                <span className="search__price">{formatInr(product.price)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
