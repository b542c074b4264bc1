export const Role = {
  Admin: 'ROLE_ADMIN',
  Merchant: 'ROLE_MERCHANT',
  Member: 'ROLE_MEMBER',
} as const;
export type Role = (typeof Role)[keyof typeof Role];
export const ROLES: readonly Role[] = [Role.Admin, Role.Merchant, Role.Member];

/** The badge the dashboard shows for each role. */
export const ROLE_LABELS: Record<Role, string> = {
  [Role.Admin]: 'Admin',
  [Role.Merchant]: 'Merchant',
  [Role.Member]: 'Member',
};

export const AuthProvider = {
  Email: 'email',
  Google: 'google',
  Facebook: 'facebook',
} as const;
export type AuthProvider = (typeof AuthProvider)[keyof typeof AuthProvider];
