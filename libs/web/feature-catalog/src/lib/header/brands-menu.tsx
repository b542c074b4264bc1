import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useGetActiveBrandsQuery } from '../brand.api';

/** The header's Brands dropdown, titled Shop By Brand, with a See all link. */
export function BrandsMenu() {
  const [open, setOpen] = useState(false);
  const { data } = useGetActiveBrandsQuery();
  const { pathname } = useLocation();
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return undefined;
    const close = (event: MouseEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  // Escape closes the menu with focus back on its button; leaving it by Tab closes it too.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div
      className="dropdown"
      ref={box}
      onKeyDown={onKeyDown}
      onBlur={(event) => !box.current?.contains(event.relatedTarget as Node | null) && setOpen(false)}
    >
      <button
        ref={button}
        type="button"
        className="header__link header__link--button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        Brands
      </button>
      {open && (
        <div id={panelId} className="dropdown__panel" role="region" aria-label="Shop By Brand">
          <p className="dropdown__title">Shop By Brand</p>
          <ul>
            {data?.brands.map((brand) => (
              <li key={brand._id}>
                <Link to={`/shop/brand/${brand.slug}`}>{brand.name}</Link>
              </li>
            ))}
          </ul>
          <Link className="dropdown__all" to="/brands">
            See all
          </Link>
        </div>
      )}
    </div>
  );
}
