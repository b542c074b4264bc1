import { useState, type FormEvent } from 'react';
import { Button, Dialog, TextField } from '@nidra/web/ui';

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
    <Dialog title={`Ship ${itemName}`} onClose={onCancel}>
      <form className="dialog__body" noValidate onSubmit={submit}>
        <TextField label="Courier" name="courier" value={courier} error={courierError} onChange={(event) => setCourier(event.target.value)} />
        <TextField
          label="Tracking number"
          name="trackingNumber"
          value={trackingNumber}
          error={trackingError}
          onChange={(event) => setTrackingNumber(event.target.value)}
        />
        <div className="dialog__actions">
          <Button variant="secondary" type="button" onClick={onCancel}>
            Keep its status
          </Button>
          <Button type="submit" busy={busy}>
            Mark as Shipped
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
