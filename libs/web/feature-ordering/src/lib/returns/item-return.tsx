import { useRef, useState } from 'react';
import { isReturnOpen, ItemStatus, type OrderDto, type OrderItemDto, type ReturnDto } from '@nidra/shared/contracts';
import { ReturnRequestForm } from './return-form';
import { ReturnStatusBadge, returnProgress } from './return-status';
import './returns.css';

export interface ItemReturnProps {
  order: OrderDto;
  item: OrderItemDto;
  /** The shopper's returns of this item, newest first. */
  returns: ReturnDto[];
}

/** Under a delivered item on the shopper's order page: its return's progress, or Return and the form it opens. */
export function ItemReturn({ order, item, returns }: ItemReturnProps) {
  const [open, setOpen] = useState(false);
  const returnButton = useRef<HTMLButtonElement>(null);
  const latest = returns[0];
  const mayRequest = item.status === ItemStatus.Delivered && (!latest || !isReturnOpen(latest.status));
  if (!latest && !mayRequest) return null;

  const close = () => {
    setOpen(false);
    // Back to where the reader was, when the button is still there.
    requestAnimationFrame(() => returnButton.current?.focus());
  };

  return (
    <div className="item-return">
      {latest && (
        <div className="item-return__state">
          <ReturnStatusBadge status={latest.status} />
          <p className="item-return__progress">{returnProgress(latest)}</p>
        </div>
      )}
      {mayRequest &&
        (open ? (
          <ReturnRequestForm order={order} item={item} onClose={close} />
        ) : (
          <button
            ref={returnButton}
            type="button"
            className="btn btn--secondary"
            aria-label={`Return ${item.product.name}`}
            onClick={() => setOpen(true)}
          >
            Return
          </button>
        ))}
    </div>
  );
}
