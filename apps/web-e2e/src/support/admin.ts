/** The administrator the shop under test seeds at start. */
export const ADMIN = { email: 'admin@nidra.test', password: 'e2e-admin-pass' };

/** Who the local OAuth provider says is signing in (Google's and Facebook's fields both). */
export const SOCIAL_PROFILE = {
  sub: 'social-1',
  id: 'social-1',
  email: 'sam.social@example.in',
  email_verified: true,
  given_name: 'Sam',
  family_name: 'Social',
  first_name: 'Sam',
  last_name: 'Social',
  name: 'Sam Social',
};
