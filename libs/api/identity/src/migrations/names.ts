/** The identity context's migrations by name, oldest first: known without loading them or the migrator. */
export const IDENTITY_MIGRATION_NAMES: readonly string[] = [
  'Migration20261122043709_foundation',
  'Migration20261122050430_identity',
  'Migration20261122051259_social_sign_in',
  'Migration20261122052658_auth_codes_expiry',
  'Migration20261123142844_users_merchant_index',
  'Migration20261125040000_social_links',
  'Migration20261125090000_users_newsletter_flag',
  'Migration20261125100000_address_recipient',
  'Migration20261202004000_auth_codes_browser',
];
