import { useId, type ReactNode } from 'react';
import { Button, Dialog } from '@nidra/web/ui';

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
 * Asks before an action that is hard to undo: an alert dialog whose first button declines, so Enter or
 * Escape right away changes nothing.
 */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false }: ConfirmDialogProps) {
  const bodyId = useId();
  return (
    <Dialog title={title} role="alertdialog" describedBy={bodyId} onClose={onCancel}>
      <div id={bodyId} className="dialog__body">
        {children}
      </div>
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant="danger" busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
