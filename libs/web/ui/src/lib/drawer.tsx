import type { ReactNode } from 'react';
import { Dialog } from './dialog';

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

/** A side panel over the page: a dialog that slides in, with a close button, its body and a footer. */
export function Drawer({ open, onClose, title, side = 'left', closeLabel = 'Close', children, footer, returnFocusTo }: DrawerProps) {
  if (!open) return null;
  return (
    <Dialog
      title={title}
      onClose={onClose}
      closeLabel={closeLabel}
      returnFocusTo={returnFocusTo}
      look={{ backdrop: `drawer drawer--${side}`, panel: 'drawer__panel', header: 'drawer__header', title: 'drawer__title' }}
    >
      <div className="drawer__body">{children}</div>
      {footer && <div className="drawer__footer">{footer}</div>}
    </Dialog>
  );
}
