import { badgeText, drawerOpened, selectCartCount, useAppDispatch, useAppSelector } from '@nidra/web/data-access';
import { BagIcon } from '@nidra/web/ui';

/** The bag button's id: closing the bag returns focus to it, whatever opened the bag. */
export const BAG_BUTTON_ID = 'bag-button';

/** The header's bag button; its badge counts the units in the bag (99+ from 99). */
export function CartButton() {
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectCartCount);
  return (
    <button
      type="button"
      id={BAG_BUTTON_ID}
      className="cart-button"
      aria-label={`Bag, ${count} ${count === 1 ? 'item' : 'items'}`}
      onClick={() => dispatch(drawerOpened('cart'))}
    >
      <BagIcon width={24} height={24} />
      {count > 0 && (
        <span className="cart-button__badge" aria-hidden="true">
          {badgeText(count)}
        </span>
      )}
    </button>
  );
}
