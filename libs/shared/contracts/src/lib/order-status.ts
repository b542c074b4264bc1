import { Role } from './roles';

/** Order item statuses: exactly these five. */
export const ItemStatus = {
  NotProcessed: 'Not processed',
  Processing: 'Processing',
  Shipped: 'Shipped',
  Delivered: 'Delivered',
  Cancelled: 'Cancelled',
} as const;
export type ItemStatus = (typeof ItemStatus)[keyof typeof ItemStatus];
export const ITEM_STATUSES: readonly ItemStatus[] = Object.values(ItemStatus);

/** Why a status change is refused: the role may not make it at all (403), or not from here (400). */
export type StatusChangeVerdict = 'allowed' | 'forbidden' | 'not-from-here';

/** Whether the role may ever set this status, whatever the item's state: a 403 when not. */
export function maySetStatus(role: Role, to: ItemStatus): boolean {
  return role === Role.Admin || to === ItemStatus.Cancelled;
}

/**
 * Administrators may set any status; anyone else may only cancel, and only an item that is neither
 * Delivered nor Cancelled. Nobody cancels an item twice.
 */
export function statusChange(role: Role, from: ItemStatus, to: ItemStatus): StatusChangeVerdict {
  if (!maySetStatus(role, to)) return 'forbidden';
  if (from === ItemStatus.Cancelled && to === ItemStatus.Cancelled) return 'not-from-here';
  if (role === Role.Admin) return 'allowed';
  return from === ItemStatus.Delivered || from === ItemStatus.Cancelled ? 'not-from-here' : 'allowed';
}

/** The order-level Cancel Order shows, and is allowed, only while nothing is Delivered. */
export function canCancelOrder(itemStatuses: readonly ItemStatus[]): boolean {
  return !itemStatuses.includes(ItemStatus.Delivered);
}

/**
 * The status an order shows: that of its first item still live, so an order reads Cancelled only once
 * every item is; "Unavailable" when it has no items.
 */
export function orderStatus(itemStatuses: readonly ItemStatus[]): ItemStatus | 'Unavailable' {
  if (itemStatuses.length === 0) return 'Unavailable';
  return itemStatuses.find((status) => status !== ItemStatus.Cancelled) ?? ItemStatus.Cancelled;
}
