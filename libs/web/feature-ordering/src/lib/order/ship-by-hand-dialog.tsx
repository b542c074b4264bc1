import { useId, useState, type FormEvent } from 'react';
import { Button, TextField, useFocusTrap } from '@nidra/web/ui';
import './confirm-dialog.css';

export interface HandShipping {
  courier: string;
  trackingNumber: string;
}

export interface ShipByHandDialogProps {
  itemName: string;
  busy?: boolean;
  onShip: (shipping: HandShipping) => void;
  /** Declining: the button, Escape or the backdrop. */
  onCancel: () => void;
}

/** Shipping by hand asks who carries the item and its tracking number (both required) before it is Shipped. */
export function ShipByHandDialog({ itemName, busy = false, onShip, onCancel }: ShipByHandDialogProps) {
  const titleId = useId();
  const panel = useFocusTrap<HTMLDivElement>({ active: true, onEscape: onCancel });
  const [courier, setCourier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [tried, setTried] = useState(false);
  const courierError = tried && !courier.trim() ? 'Courier is required.' : undefined;
  const trackingError = tried && !trackingNumber.trim() ? 'Tracking number is required.' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (courier.trim() && trackingNumber.trim()) onShip({ courier: courier.trim(), trackingNumber: trackingNumber.trim() });
  };

  return (
    <div className="confirm-dialog" role="presentation" onClick={onCancel}>
      <div
        className="confirm-dialog__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        ref={panel}
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id={titleId} className="confirm-dialog__title">
          Ship {itemName}
        </h2>
        <form className="confirm-dialog__body ship-by-hand" noValidate onSubmit={submit}>
          <TextField label="Courier" name="courier" value={courier} error={courierError} onChange={(event) => setCourier(event.target.value)} />
          <TextField
            label="Tracking number"
            name="trackingNumber"
            value={trackingNumber}
            error={trackingError}
            onChange={(event) => setTrackingNumber(event.target.value)}
          />
          <div className="confirm-dialog__actions">
            <Button variant="secondary" type="button" onClick={onCancel}>
              Keep its status
            </Button>
            <Button type="submit" busy={busy}>
              Mark as Shipped
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
