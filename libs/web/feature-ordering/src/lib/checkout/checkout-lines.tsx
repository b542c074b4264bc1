import type { CartDto } from '@nidra/shared/contracts';
import { smallImageUrl } from '@nidra/shared/util';
import { formatInr } from '@nidra/web/util';

/** The bag as the server priced it: each line with its size, quantity and price, then the totals with GST. */
export function CheckoutLines({ cart }: { cart: CartDto }) {
  return (
    <>
      <ul className="checkout-lines">
        {cart.items.map((item) => (
          <li key={item._id} className="checkout-line">
            {item.imageUrl ? (
              <img className="checkout-line__image" src={smallImageUrl(item.imageUrl)} alt="" width={64} height={48} />
            ) : (
              <span className="checkout-line__image" aria-hidden="true" />
            )}
            <div className="checkout-line__info">
              <p className="checkout-line__name">{item.name}</p>
              <p className="checkout-line__meta">
                {item.size && <span>Size {item.size} · </span>}
                Quantity {item.quantity} · {formatInr(item.price)} each
              </p>
            </div>
            <p className="checkout-line__price">{formatInr(item.totalPrice)}</p>
          </li>
        ))}
      </ul>
      <dl className="order-summary checkout__totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatInr(cart.total)}</dd>
        </div>
        <div>
          <dt>GST</dt>
          <dd>{formatInr(cart.totalTax)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>Free</dd>
        </div>
        <div className="order-summary__total">
          <dt>Total</dt>
          <dd>{formatInr(cart.totalWithTax)}</dd>
        </div>
      </dl>
    </>
  );
}
