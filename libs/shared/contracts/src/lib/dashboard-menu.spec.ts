import { dashboardMenuFor } from './dashboard-menu';
import { Role } from './roles';

const labels = (role: Role, merchantId: string | null = null) => dashboardMenuFor(role, merchantId).map((e) => e.label);

describe('dashboardMenuFor', () => {
  it('gives administrators every area', () => {
    expect(labels(Role.Admin)).toEqual([
      'Account Details',
      'Account Security',
      'Address',
      'Products',
      'Categories',
      'Brands',
      'Users',
      'Merchants',
      'Orders',
      'Returns',
      'Payouts',
      'GST returns',
      'Reviews',
      'WishList',
      'Support',
      'Overview',
    ]);
  });

  it('gives linked merchants their brand and products', () => {
    expect(labels(Role.Merchant, 'm-1')).toEqual([
      'Account Details',
      'Account Security',
      'Address',
      'Brand',
      'Products',
      'Business Details',
      'Orders',
      'Returns',
      'Payouts',
      'GST returns',
      'WishList',
      'Support',
      'Overview',
    ]);
  });

  it('gives members, and merchants without a merchant record, the member menu', () => {
    const member = ['Account Details', 'Account Security', 'Address', 'Orders', 'Returns', 'WishList', 'Support'];
    expect(labels(Role.Member)).toEqual(member);
    expect(labels(Role.Merchant, null)).toEqual(member);
  });

  it('leads every role to returns under the dashboard, after orders', () => {
    for (const [role, merchantId] of [
      [Role.Admin, null],
      [Role.Merchant, 'm-1'],
      [Role.Member, null],
    ] as const) {
      const menu = dashboardMenuFor(role, merchantId);
      const at = menu.findIndex((entry) => entry.label === 'Returns');
      expect(menu[at]).toEqual({ label: 'Returns', path: '/dashboard/returns' });
      expect(menu[at - 1]?.label).toBe('Orders');
    }
  });
});
