import { useId, type ReactNode } from 'react';
import { Button, useFocusTrap } from '@nidra/web/ui';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Declining: the button, Escape or the backdrop. */
  onCancel: () => void;
  busy?: boolean;
}

/**
 * Asks before an action that is hard to undo: a modal alert dialog whose first button declines, so Enter
 * or Escape right away changes nothing; focus stays inside and goes back to what opened it.
 */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false }: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useFocusTrap<HTMLDivElement>({ active: true, onEscape: onCancel });
  return (
    <div className="confirm-dialog" role="presentation" onClick={onCancel}>
      <div
        className="confirm-dialog__panel"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        ref={panel}
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id={titleId} className="confirm-dialog__title">
          {title}
        </h2>
        <div id={bodyId} className="confirm-dialog__body">
          {children}
        </div>
        <div className="confirm-dialog__actions">
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant="danger" busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
