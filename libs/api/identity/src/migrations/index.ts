import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122043709_foundation } from './Migration20261122043709_foundation';
import { Migration20261122050430_identity } from './Migration20261122050430_identity';
import { Migration20261122051259_social_sign_in } from './Migration20261122051259_social_sign_in';
import { Migration20261122052658_auth_codes_expiry } from './Migration20261122052658_auth_codes_expiry';
import { Migration20261123142844_users_merchant_index } from './Migration20261123142844_users_merchant_index';
import { Migration20261125040000_social_links } from './Migration20261125040000_social_links';
import { Migration20261125090000_users_newsletter_flag } from './Migration20261125090000_users_newsletter_flag';
import { Migration20261125100000_address_recipient } from './Migration20261125100000_address_recipient';
import { Migration20261202004000_auth_codes_browser } from './Migration20261202004000_auth_codes_browser';

/** The identity context's migrations, oldest first; the app runs every context's in one timeline by name. */
export const IDENTITY_MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122043709_foundation', class: Migration20261122043709_foundation },
  { name: 'Migration20261122050430_identity', class: Migration20261122050430_identity },
  { name: 'Migration20261122051259_social_sign_in', class: Migration20261122051259_social_sign_in },
  { name: 'Migration20261122052658_auth_codes_expiry', class: Migration20261122052658_auth_codes_expiry },
  { name: 'Migration20261123142844_users_merchant_index', class: Migration20261123142844_users_merchant_index },
  { name: 'Migration20261125040000_social_links', class: Migration20261125040000_social_links },
  { name: 'Migration20261125090000_users_newsletter_flag', class: Migration20261125090000_users_newsletter_flag },
  { name: 'Migration20261125100000_address_recipient', class: Migration20261125100000_address_recipient },
  { name: 'Migration20261202004000_auth_codes_browser', class: Migration20261202004000_auth_codes_browser },
];
