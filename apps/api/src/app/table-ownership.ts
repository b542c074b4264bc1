/**
 * Which bounded context owns which tables. A context reads and writes only its own; another context's
 * data is reached through that context's exported services or its events. A table another context may
 * read directly (a published read model) is listed under `readableBy`; today there is none.
 * `table-ownership.spec.ts` holds the code to this map.
 */
export const TABLE_OWNERSHIP = {
  core: ['mail_outbox'],
  identity: ['users', 'addresses', 'password_reset_tokens', 'auth_codes', 'social_links'],
  catalog: ['products', 'product_variants', 'brands', 'categories', 'category_products', 'catalog_version', 'wishlist_entries'],
  ordering: [
    'carts',
    'cart_items',
    'orders',
    'order_items',
    'payment_events',
    'returns',
    'sales_days',
    'brand_sales_days',
    'product_sales_days',
    'product_sales_months',
  ],
  invoicing: ['tax_documents', 'document_counters'],
  // Pincodes and delivery estimates come from India Post's data; shipments are the courier's parcels.
  fulfilment: ['shipments', 'shipment_items', 'shipment_events'],
  reviews: ['reviews'],
  merchants: ['merchants', 'merchant_signup_tokens', 'merchant_businesses', 'ledger_lines', 'settlements'],
  support: ['contact_messages', 'newsletter_subscribers', 'chat_conversations', 'chat_messages'],
  // The Overview and the exports: a read side over the other contexts' services, with no tables.
  insight: [],
} as const satisfies Record<string, readonly string[]>;

export type Context = keyof typeof TABLE_OWNERSHIP;

/** Published read models: a table of one context that others may read (never write), with who may. */
export const READ_MODELS: Record<string, readonly Context[]> = {};

/**
 * Tables that changed hands: their former owner made and changed them in migrations that ran before the
 * hand-over, and those migrations stay its own, as every database that ran them recorded them by name.
 * From the hand-over on, only the new owner's migrations change them.
 */
export const HANDED_OVER: Record<string, { from: Context; at: string }> = {
  tax_documents: { from: 'ordering', at: 'Migration20261202020000_invoicing_own_tables' },
  document_counters: { from: 'ordering', at: 'Migration20261202020000_invoicing_own_tables' },
};
