import { useId, type ReactNode } from 'react';
import { useFocusTrap } from './use-focus-trap';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The side it slides from: the category menu on the left, the bag on the right. */
  side?: 'left' | 'right';
  closeLabel?: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Where focus goes on closing; by default back to what opened the drawer. */
  returnFocusTo?: () => HTMLElement | null;
}

/** A side panel over the page; Escape or the backdrop closes it and focus stays inside while it is open. */
export function Drawer({ open, onClose, title, side = 'left', closeLabel = 'Close', children, footer, returnFocusTo }: DrawerProps) {
  const titleId = useId();
  const panel = useFocusTrap<HTMLDivElement>({ active: open, onEscape: onClose, returnFocusTo });

  if (!open) return null;
  return (
    <div className={`drawer drawer--${side}`} role="presentation" onClick={onClose}>
      <div
        className="drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        ref={panel}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="drawer__header">
          <h2 id={titleId} className="drawer__title">{title}</h2>
          <button type="button" className="drawer__close" aria-label={closeLabel} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="drawer__body">{children}</div>
        {footer && <div className="drawer__footer">{footer}</div>}
      </div>
    </div>
  );
}
