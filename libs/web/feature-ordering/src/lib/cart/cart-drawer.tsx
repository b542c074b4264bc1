import { Link, useNavigate } from 'react-router-dom';
import { CartMessage } from '@nidra/shared/contracts';
import { smallImageUrl } from '@nidra/shared/util';
import {
  drawerClosed,
  notified,
  removedFromCart,
  selectCartItems,
  selectCartTotalWithTax,
  selectIsAuthenticated,
  selectOpenDrawer,
  useAppDispatch,
  useAppSelector,
} from '@nidra/web/data-access';
import { Button, Drawer } from '@nidra/web/ui';
import { formatInr } from '@nidra/web/util';
import { BAG_BUTTON_ID } from './cart-button';

/** The mini cart: the bag's lines, Free Shipping, Total (prices with GST), and the way to checkout. */
export function CartDrawer() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const open = useAppSelector(selectOpenDrawer) === 'cart';
  const items = useAppSelector(selectCartItems);
  const total = useAppSelector(selectCartTotalWithTax);
  const authenticated = useAppSelector(selectIsAuthenticated);
  const close = () => dispatch(drawerClosed());

  const proceed = () => {
    close();
    dispatch(notified({ kind: 'error', message: CartMessage.loginToCheckout }));
    navigate('/login');
  };

  // Where it goes and how it is paid are chosen on the checkout page.
  const placeOrder = () => {
    close();
    navigate('/checkout');
  };

  const footer =
    items.length > 0 ? (
      <>
        <dl className="cart-summary">
          <div>
            <dt>Free Shipping</dt>
            <dd>{formatInr(0)}</dd>
          </div>
          <div className="cart-summary__total">
            <dt>Total</dt>
            <dd>{formatInr(total)}</dd>
          </div>
        </dl>
        <div className="cart-actions">
          <Button variant="secondary" onClick={close}>
            Continue shopping
          </Button>
          {authenticated ? (
            <Button onClick={placeOrder}>
              Place Order
            </Button>
          ) : (
            <Button onClick={proceed}>Proceed To Checkout</Button>
          )}
        </div>
      </>
    ) : undefined;

  return (
    <Drawer
      open={open}
      onClose={close}
      title="Your Bag"
      side="right"
      closeLabel="Close the bag"
      footer={footer}
      returnFocusTo={() => document.getElementById(BAG_BUTTON_ID)}
    >
      {items.length === 0 ? (
        <div className="cart-empty">
          <p>{CartMessage.empty}</p>
          <Button variant="secondary" onClick={close}>
            Continue shopping
          </Button>
        </div>
      ) : (
        <ul className="cart-lines">
          {items.map((item) => (
            <li key={item.key} className="cart-line">
              {item.imageUrl ? (
                <img className="cart-line__image" src={smallImageUrl(item.imageUrl)} alt="" width={72} height={54} />
              ) : (
                <span className="cart-line__image cart-line__image--empty" aria-hidden="true" />
              )}
              <div className="cart-line__info">
                <Link className="cart-line__name" to={`/product/${item.slug}`} onClick={close}>
                  {item.name}
                </Link>
                <p className="cart-line__meta">
                  {item.sizeLabel && <span>Size {item.sizeLabel} · </span>}
                  {item.thickness !== null && <span>{item.thickness} in · </span>}
                  Quantity {item.quantity} · {formatInr(item.priceWithTax)} each
                </p>
                {item.sku && <p className="cart-line__sku">SKU {item.sku}</p>}
                <p className="cart-line__price">{formatInr(item.totalWithTax)}</p>
              </div>
              <button
                type="button"
                className="cart-line__remove"
                aria-label={`Remove ${item.name}${item.sizeLabel ? ` (${item.sizeLabel})` : ''} from the bag`}
                onClick={() => dispatch(removedFromCart(item.key))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </Drawer>
  );
}
