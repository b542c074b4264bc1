import { canCancelOrder, ITEM_STATUSES, ItemStatus, maySetStatus, orderStatus, statusChange } from './order-status';
import { Role } from './roles';

describe('statusChange', () => {
  it('lets administrators set any status from any status, but not cancel an item twice', () => {
    for (const from of ITEM_STATUSES) {
      for (const to of ITEM_STATUSES) {
        const twice = from === ItemStatus.Cancelled && to === ItemStatus.Cancelled;
        expect(statusChange(Role.Admin, from, to)).toBe(twice ? 'not-from-here' : 'allowed');
      }
    }
  });

  it.each([Role.Member, Role.Merchant])('lets a %s only cancel, and not after delivery', (role) => {
    for (const from of ITEM_STATUSES) {
      for (const to of ITEM_STATUSES.filter((s) => s !== ItemStatus.Cancelled)) {
        expect(statusChange(role, from, to)).toBe('forbidden');
      }
    }
    expect(statusChange(role, ItemStatus.NotProcessed, ItemStatus.Cancelled)).toBe('allowed');
    expect(statusChange(role, ItemStatus.Processing, ItemStatus.Cancelled)).toBe('allowed');
    expect(statusChange(role, ItemStatus.Shipped, ItemStatus.Cancelled)).toBe('allowed');
    expect(statusChange(role, ItemStatus.Delivered, ItemStatus.Cancelled)).toBe('not-from-here');
    expect(statusChange(role, ItemStatus.Cancelled, ItemStatus.Cancelled)).toBe('not-from-here');
  });
});

describe('canCancelOrder', () => {
  it('is allowed while nothing is delivered', () => {
    expect(canCancelOrder([ItemStatus.NotProcessed, ItemStatus.Shipped])).toBe(true);
    expect(canCancelOrder([ItemStatus.Cancelled, ItemStatus.Delivered])).toBe(false);
  });
});

describe('maySetStatus', () => {
  it('lets administrators set every status and everyone else only Cancelled', () => {
    expect(ITEM_STATUSES.filter((to) => maySetStatus(Role.Admin, to))).toEqual(ITEM_STATUSES);
    for (const role of [Role.Member, Role.Merchant]) {
      expect(ITEM_STATUSES.filter((to) => maySetStatus(role, to))).toEqual([ItemStatus.Cancelled]);
    }
  });
});

describe('orderStatus', () => {
  it('is the first live item’s status, Cancelled only when every item is', () => {
    expect(orderStatus([ItemStatus.Cancelled, ItemStatus.Processing, ItemStatus.Delivered])).toBe(ItemStatus.Processing);
    expect(orderStatus([ItemStatus.Cancelled, ItemStatus.Delivered])).toBe(ItemStatus.Delivered);
    expect(orderStatus([ItemStatus.Shipped, ItemStatus.Cancelled])).toBe(ItemStatus.Shipped);
    expect(orderStatus([ItemStatus.Cancelled, ItemStatus.Cancelled])).toBe(ItemStatus.Cancelled);
    expect(orderStatus([])).toBe('Unavailable');
  });
});
