import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  awaitsPayment,
  ITEM_STATUSES,
  ItemStatus,
  type ItemStatus as Status,
  type OrderDto,
  type OrderItemDto,
  type ReturnDto,
} from '@nidra/shared/contracts';
import { smallImageUrl } from '@nidra/shared/util';
import { Button } from '@nidra/web/ui';
import { formatInr } from '@nidra/web/util';
import { ItemReturn } from '../returns/item-return';
import { ConfirmDialog } from './confirm-dialog';
import { ShipByHandDialog, type HandShipping } from './ship-by-hand-dialog';

export interface OrderItemsProps {
  order: OrderDto;
  /** Administrators choose any status; everyone else may only cancel. */
  isAdmin: boolean;
  busy: boolean;
  onStatus: (item: OrderItemDto, status: Status, shipping?: HandShipping) => void;
  /** No courier connected: an administrator choosing Shipped gives the courier and tracking number first. */
  shipsByHand?: boolean;
  /** A merchant looking at the items it sold: no buyer's actions. */
  selling?: boolean;
  /** The shopper's returns of this order's items, newest first; undefined where returns are not the viewer's to make. */
  returns?: ReturnDto[];
}

const statusClass = (status: Status) => `status status--${status.toLowerCase().replace(/\s+/g, '-')}`;

function ItemAction({
  item,
  isAdmin,
  busy,
  onStatus,
  unpaid,
  shipsByHand = false,
  selling = false,
}: { item: OrderItemDto; unpaid: boolean } & Omit<OrderItemsProps, 'order' | 'returns'>) {
  const [confirming, setConfirming] = useState(false);
  const [shipping, setShipping] = useState(false);
  // An order waiting for its payment is cancelled whole (Cancel Order) or not at all.
  if (unpaid || selling) return null;
  if (isAdmin) {
    // Cancelling gives the units back, credits and refunds, so the select asks first; declining leaves the
    // status as it was (the select shows the item's status until the change is made).
    const choose = (status: Status) => {
      if (status === item.status) return;
      if (status === ItemStatus.Cancelled) setConfirming(true);
      else if (status === ItemStatus.Shipped && shipsByHand) setShipping(true);
      else onStatus(item, status);
    };
    return (
      <>
        <label className="field order-item__status">
          <span className="field__label">Status</span>
          <select className="field__input" value={item.status} disabled={busy} onChange={(event) => choose(event.target.value as Status)}>
            {ITEM_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </label>
        {confirming && (
          <ConfirmDialog
            title="Cancel this item?"
            confirmLabel="Cancel the item"
            cancelLabel="Keep its status"
            busy={busy}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              onStatus(item, ItemStatus.Cancelled);
            }}
          >
            <p>
              {item.product.name} (quantity {item.quantity}) will be cancelled: its units go back to stock, the buyer is
              emailed and, when paid online, refunded. Keeping its status leaves it {item.status}.
            </p>
          </ConfirmDialog>
        )}
        {shipping && (
          <ShipByHandDialog
            itemName={item.product.name}
            busy={busy}
            onCancel={() => setShipping(false)}
            onShip={(handed) => {
              setShipping(false);
              onStatus(item, ItemStatus.Shipped, handed);
            }}
          />
        )}
      </>
    );
  }
  if (item.status === ItemStatus.Cancelled) return null;
  if (item.status === ItemStatus.Delivered) {
    return item.product.available ? (
      <Link className="btn btn--secondary" to={`/product/${item.product.slug}`}>
        Review this product
      </Link>
    ) : null;
  }
  return confirming ? (
    <div className="order-item__confirm">
      <Button variant="danger" busy={busy} onClick={() => onStatus(item, ItemStatus.Cancelled)}>
        Confirm Cancel
      </Button>
      <Button variant="ghost" onClick={() => setConfirming(false)}>
        Keep it
      </Button>
    </div>
  ) : (
    <Button variant="secondary" onClick={() => setConfirming(true)}>
      Cancel
    </Button>
  );
}

/** The lines of an order with their statuses and what the viewer may do to each. */
export function OrderItems({ order, isAdmin, busy, onStatus, shipsByHand, selling, returns }: OrderItemsProps) {
  return (
    <ul className="order-items">
      {order.products.map((item) => (
        <li key={item._id} className="order-item">
          {item.product.imageUrl ? (
            <img className="order-item__image" src={smallImageUrl(item.product.imageUrl)} alt="" width={96} height={72} />
          ) : (
            <span className="order-item__image order-item__image--empty" aria-hidden="true" />
          )}
          <div className="order-item__info">
            {item.product.available ? (
              <Link className="order-item__name" to={`/product/${item.product.slug}`}>
                {item.product.name}
              </Link>
            ) : (
              <span className="order-item__name">
                {item.product.name} <span className="order-item__gone">Not Available</span>
              </span>
            )}
            <p className="order-item__meta">
              {item.size && <span>Size {item.size} · </span>}
              {item.thickness !== null && <span>{item.thickness} in · </span>}
              Quantity {item.quantity} · {formatInr(item.purchasePrice)} each
            </p>
            {item.sku && <p className="cart-line__sku">SKU {item.sku}</p>}
            <p className="order-item__price">
              {formatInr(item.totalPrice)}
              {item.totalTax > 0 && <span className="order-item__tax"> + {formatInr(item.totalTax)} GST</span>}
            </p>
            <p className={statusClass(item.status)}>{item.status}</p>
          </div>
          <div className="order-item__action">
            <ItemAction
              item={item}
              isAdmin={isAdmin}
              busy={busy}
              onStatus={onStatus}
              shipsByHand={shipsByHand}
              selling={selling}
              unpaid={awaitsPayment(order.paymentStatus)}
            />
          </div>
          {returns && <ItemReturn order={order} item={item} returns={returns.filter((entry) => entry.itemId === item._id)} />}
        </li>
      ))}
    </ul>
  );
}

/** Subtotal, tax, free shipping and the total, over the items that are not cancelled. */
export function OrderSummary({ order }: { order: OrderDto }) {
  return (
    <dl className="order-summary">
      <div>
        <dt>Subtotal</dt>
        <dd>{formatInr(order.total)}</dd>
      </div>
      <div>
        <dt>Est. Sales Tax</dt>
        <dd>{formatInr(order.totalTax)}</dd>
      </div>
      <div>
        <dt>Shipping &amp; Handling</dt>
        <dd>{formatInr(0)}</dd>
      </div>
      <div className="order-summary__total">
        <dt>Total</dt>
        <dd>{formatInr(order.totalWithTax)}</dd>
      </div>
    </dl>
  );
}
