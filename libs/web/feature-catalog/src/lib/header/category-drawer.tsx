import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useGetActiveCategoriesQuery } from '@nidra/web/data-access';

export interface CategoryDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The side menu of categories (Shop By Category); focus stays inside while it is open. */
export function CategoryDrawer({ open, onClose }: CategoryDrawerProps) {
  const { data } = useGetActiveCategoriesQuery();
  const { pathname } = useLocation();
  const panel = useRef<HTMLDivElement>(null);

  // Moving to another page closes it.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    onClose();
  }, [pathname, onClose]);

  useEffect(() => {
    if (!open) return undefined;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const trap = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key !== 'Tab' || !panel.current) return;
      const focusable = [...panel.current.querySelectorAll<HTMLElement>('a, button')];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', trap);
    return () => document.removeEventListener('keydown', trap);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="drawer" role="presentation" onClick={onClose}>
      <div
        className="drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-label="Shop By Category"
        ref={panel}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="drawer__header">
          <h2 className="drawer__title">Shop By Category</h2>
          <button type="button" className="drawer__close" aria-label="Close the menu" onClick={onClose}>
            ×
          </button>
        </div>
        <ul className="drawer__links">
          <li>
            <Link to="/shop">All products</Link>
          </li>
          {data?.categories.map((category) => (
            <li key={category._id}>
              <Link to={`/shop/category/${category.slug}`}>{category.name}</Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
