import { Role } from './roles';

export interface DashboardMenuEntry {
  label: string;
  path: string;
}

const ALL = [Role.Admin, Role.Merchant, Role.Member];

/** The dashboard menu's entries for each role, in menu order. */
const ENTRIES: Array<DashboardMenuEntry & { roles: Role[] }> = [
  { label: 'Account Details', path: '/dashboard', roles: ALL },
  { label: 'Account Security', path: '/dashboard/security', roles: ALL },
  { label: 'Address', path: '/dashboard/address', roles: ALL },
  { label: 'Products', path: '/dashboard/product', roles: [Role.Admin] },
  { label: 'Categories', path: '/dashboard/category', roles: [Role.Admin] },
  { label: 'Brands', path: '/dashboard/brand', roles: [Role.Admin] },
  { label: 'Brand', path: '/dashboard/brand', roles: [Role.Merchant] },
  { label: 'Products', path: '/dashboard/product', roles: [Role.Merchant] },
  // The seller on its invoices and where its payouts go: its brand is enabled once they are complete.
  { label: 'Business Details', path: '/dashboard/business', roles: [Role.Merchant] },
  { label: 'Users', path: '/dashboard/users', roles: [Role.Admin] },
  { label: 'Merchants', path: '/dashboard/merchants', roles: [Role.Admin] },
  { label: 'Orders', path: '/dashboard/orders', roles: ALL },
  // Administrators see every return, merchants their brand's, members their own.
  { label: 'Returns', path: '/dashboard/returns', roles: ALL },
  // What merchants are owed for their delivered items: administrators settle, merchants read their own.
  { label: 'Payouts', path: '/dashboard/payouts', roles: [Role.Admin, Role.Merchant] },
  // Each GSTIN's monthly GSTR-1 from the shop's documents: administrators every filer's, a merchant its own.
  { label: 'GST returns', path: '/dashboard/gst-returns', roles: [Role.Admin, Role.Merchant] },
  { label: 'Reviews', path: '/dashboard/review', roles: [Role.Admin] },
  { label: 'WishList', path: '/dashboard/wishlist', roles: ALL },
  { label: 'Support', path: '/dashboard/support', roles: ALL },
  // How the shop (or the merchant's brand) is doing, and what waits: after the everyday entries.
  { label: 'Overview', path: '/dashboard/overview', roles: [Role.Admin, Role.Merchant] },
];

/** A merchant account not linked to a merchant record gets the member menu. */
export function dashboardMenuFor(role: Role, merchantId: string | null): DashboardMenuEntry[] {
  const effective = role === Role.Merchant && !merchantId ? Role.Member : role;
  return ENTRIES.filter((entry) => entry.roles.includes(effective)).map(({ label, path }) => ({ label, path }));
}
