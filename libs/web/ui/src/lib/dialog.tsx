import { useId, type ReactNode } from 'react';
import { useFocusTrap } from './use-focus-trap';

/** Class names of a dialog's parts, for a look of its own (a drawer's). */
export interface DialogLook {
  backdrop: string;
  panel: string;
  header?: string;
  title: string;
}

const CENTRED: DialogLook = { backdrop: 'dialog', panel: 'dialog__panel', title: 'dialog__title' };

export interface DialogProps {
  title: string;
  /** Closing: Escape, the backdrop, the close button, or the dialog's own buttons. */
  onClose: () => void;
  children: ReactNode;
  /** `alertdialog`: a question before something hard to undo; `describedBy` names the question's text. */
  role?: 'dialog' | 'alertdialog';
  describedBy?: string;
  /** A × button beside the title, named by this. */
  closeLabel?: string;
  look?: DialogLook;
  /** Where focus goes on closing; by default back to what opened the dialog. */
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * A modal over the page, named by its title: focus moves inside and cannot leave, Escape or the backdrop
 * closes it, and focus goes back to what opened it. Shown while rendered.
 */
export function Dialog({ title, onClose, children, role = 'dialog', describedBy, closeLabel, look = CENTRED, returnFocusTo }: DialogProps) {
  const titleId = useId();
  const panel = useFocusTrap<HTMLDivElement>({ active: true, onEscape: onClose, returnFocusTo });
  const heading = (
    <h2 id={titleId} className={look.title}>
      {title}
    </h2>
  );
  return (
    <div className={look.backdrop} role="presentation" onClick={onClose}>
      <div
        className={look.panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        ref={panel}
        onClick={(event) => event.stopPropagation()}
      >
        {closeLabel ? (
          <div className={look.header}>
            {heading}
            <button type="button" className="dialog__close" aria-label={closeLabel} onClick={onClose}>
              ×
            </button>
          </div>
        ) : (
          heading
        )}
        {children}
      </div>
    </div>
  );
}
