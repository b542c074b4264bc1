import { Role } from './roles';

/** Order item statuses, exactly the five of spec §4. */
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

/** Whether the role may ever set this status, whatever the item's state: a 403 when not (decisions §20). */
export function maySetStatus(role: Role, to: ItemStatus): boolean {
  return role === Role.Admin || to === ItemStatus.Cancelled;
}

/**
 * Decisions §5: administrators may set any status; anyone else may only cancel, and only an item that
 * is neither Delivered nor Cancelled.
 */
export function statusChange(role: Role, from: ItemStatus, to: ItemStatus): StatusChangeVerdict {
  if (!maySetStatus(role, to)) return 'forbidden';
  if (role === Role.Admin) return 'allowed';
  return from === ItemStatus.Delivered || from === ItemStatus.Cancelled ? 'not-from-here' : 'allowed';
}

/** The order-level Cancel Order shows, and is allowed, only while nothing is Delivered (spec §4). */
export function canCancelOrder(itemStatuses: readonly ItemStatus[]): boolean {
  return !itemStatuses.includes(ItemStatus.Delivered);
}
