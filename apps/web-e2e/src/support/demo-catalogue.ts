import { Client } from 'pg';

/**
 * The demo catalogue as the shop seeded it: each product, variant, brand and category row (all but its `updated`
 * time), a brand with the products under it and a category with the products in it, keyed by table and
 * id. Tests make their own data; this is how the run checks they left the demo catalogue as it was.
 */
export async function demoCatalogue(databaseUrl: string): Promise<Map<string, string>> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = await client.query<{ key: string; value: string }>(`
      SELECT 'product:' || p.id AS key, (to_jsonb(p) - 'updated')::text AS value FROM products p
      UNION ALL
      SELECT 'variant:' || v.id, (to_jsonb(v) - 'updated')::text FROM product_variants v
      UNION ALL
      SELECT 'brand:' || b.id, ((to_jsonb(b) - 'updated') || jsonb_build_object('products',
             (SELECT coalesce(jsonb_agg(p.id ORDER BY p.id), '[]') FROM products p WHERE p.brand_id = b.id)))::text FROM brands b
      UNION ALL
      SELECT 'category:' || c.id, ((to_jsonb(c) - 'updated') || jsonb_build_object('products',
             (SELECT coalesce(jsonb_agg(cp.product_id ORDER BY cp.product_id), '[]') FROM category_products cp WHERE cp.category_id = c.id)))::text
        FROM categories c`);
    return new Map(rows.rows.map((row) => [row.key, row.value]));
  } finally {
    await client.end();
  }
}

/** What became of the rows the run started with: changed or gone (rows added by tests are theirs). */
export function changesTo(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...before].flatMap(([key, value]) => {
    const now = after.get(key);
    if (now === undefined) return [`${key} was deleted`];
    return now === value ? [] : [`${key} changed: ${value} → ${now}`];
  });
}
