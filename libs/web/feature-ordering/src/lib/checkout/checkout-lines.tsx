import { roundRupees, smallImageUrl } from '@nidra/shared/util';
import { formatInr } from '@nidra/web/util';
import type { ShownCart } from './use-priced-bag';

/** The GST lines: IGST across states, CGST + SGST within the shop's state, one "GST included" before the place is known. */
function taxLines({ cgst, sgst, igst, totalTax }: ShownCart): Array<[string, number]> {
  if (igst) return [['IGST', igst]];
  if (cgst || sgst) return [['CGST', cgst ?? 0], ['SGST', sgst ?? 0]];
  return [['GST included', totalTax]];
}

/** The bag as the server priced it, every price with GST: each line with its size, thickness and sku, then the totals. */
export function CheckoutLines({ cart }: { cart: ShownCart }) {
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
                {item.thickness !== null && <span>{item.thickness} in · </span>}
                Quantity {item.quantity} · {formatInr(item.priceWithTax)} each
              </p>
              {item.sku && <p className="checkout-line__sku">SKU {item.sku}</p>}
            </div>
            <p className="checkout-line__price">{formatInr(roundRupees(item.totalPrice + item.totalTax))}</p>
          </li>
        ))}
      </ul>
      <dl className="order-summary checkout__totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatInr(cart.total)}</dd>
        </div>
        {taxLines(cart).map(([label, amount]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatInr(amount)}</dd>
          </div>
        ))}
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
