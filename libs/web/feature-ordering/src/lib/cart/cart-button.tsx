import { badgeText, drawerOpened, selectCartCount, useAppDispatch, useAppSelector } from '@nidra/web/data-access';
import { BagIcon } from '@nidra/web/ui';

/** The header's bag button; its badge counts the units in the bag (99+ from 99). */
export function CartButton() {
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectCartCount);
  return (
    <button
      type="button"
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
