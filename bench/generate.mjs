// Fills an empty, migrated database with a large catalogue, deterministically (seeded random, ids from
// md5): 10,000 products across 50 brands and 30 categories, each sold in variants (6 sizes × 2
// thicknesses; a pillow one unsized piece), 2,000 users, 100,000 reviews (mostly approved) and 20,000
// orders. Run through bench/run.mjs.
import pg from 'pg';

export const SIZES = { products: 10_000, brands: 50, categories: 30, users: 2_000, reviews: 100_000, orders: 20_000 };
export const BUYER_PASSWORD = 'bench-buyer-1';

const WORDS = {
  brand: ['Chandra', 'Kumbha', 'Leela', 'Ortho', 'Nidra', 'Sukha', 'Megha', 'Tara', 'Vana', 'Roopa'],
  brandTail: ['Foam', 'Coir', 'Sleep', 'Rest', 'Comfort'],
  kind: ['Ortho Rest', 'Cool Gel', 'Natural Latex', 'Pocket Spring', 'Memory Foam', 'Rubberised Coir', 'Dual Comfort', 'Bonnell Spring', 'Cloud Soft', 'Firm Support'],
  item: ['Mattress', 'Mattress', 'Mattress', 'Pillow', 'Topper', 'Bed Sheet', 'Quilt'],
  category: ['Orthopaedic', 'Cooling', 'Latex', 'Spring', 'Foam', 'Coir', 'Kids', 'Guest Room', 'Luxury', 'Budget'],
};

/**
 * The sizes every sized product is sold in: labels of the size table (libs/shared/util/src/lib/sizes.ts)
 * with length and width in hundredths of a foot, as the size rule prices them.
 */
export const VARIANT_SIZES = [
  ['6x3', 600, 300],
  ['6.5x3', 650, 300],
  ['4x6', 400, 600],
  ['5x6', 500, 600],
  ['5x6.5', 500, 625],
  ['6x6', 600, 600],
];
/** Share of products keeping stock by size; the rest share one pool across their variants. */
const STOCK_BY_SIZE_SHARE = 0.8;

const sqlArray = (values) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/**
 * `passwordHash` is the argon2 hash every generated user gets, so buyers can sign in; `sizes` may change
 * any of SIZES (`npm run bench:growth` varies products and orders).
 */
export async function generate(databaseUrl, passwordHash, sizes = SIZES) {
  const counts = { ...SIZES, ...sizes };
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const started = Date.now();
  try {
    // Ids are md5 of a name, shaped as version-4 UUIDs like the shop's own.
    await db.query(
      `CREATE FUNCTION pg_temp.bench_id(name text) RETURNS uuid IMMUTABLE LANGUAGE sql
         AS $$ SELECT overlay(overlay(md5(name) PLACING '4' FROM 13) PLACING '8' FROM 17)::uuid $$`,
    );
    await db.query('SELECT setseed(0.42)');
    await db.query('BEGIN');
    await db.query(
      `INSERT INTO brands (id, name, slug, description, is_active)
       SELECT pg_temp.bench_id('brand' || n),
              (${sqlArray(WORDS.brand)})[1 + (n - 1) % 10] || ' ' || (${sqlArray(WORDS.brandTail)})[1 + (n - 1) / 10] ,
              lower((${sqlArray(WORDS.brand)})[1 + (n - 1) % 10] || '-' || (${sqlArray(WORDS.brandTail)})[1 + (n - 1) / 10]),
              'Mattresses and bedding made in India.', true
         FROM generate_series(1, $1) n`,
      [counts.brands],
    );
    await db.query(
      `INSERT INTO categories (id, name, slug, description, is_active)
       SELECT pg_temp.bench_id('category' || n),
              (${sqlArray(WORDS.category)})[1 + (n - 1) % 10] || ' ' || (1 + (n - 1) / 10),
              lower((${sqlArray(WORDS.category)})[1 + (n - 1) % 10]) || '-' || (1 + (n - 1) / 10),
              'A hand-picked collection.', true
         FROM generate_series(1, $1) n`,
      [counts.categories],
    );
    // The base price is per square foot: a 6x3 (18 sq ft, the smallest size sold here) costs about ₹500 to
    // ₹50,000, the range base prices had before variants, so the list's price filters keep their share.
    await db.query(
      `INSERT INTO products (id, created, sku, name, slug, description, quantity, price_paise, taxable, is_active, brand_id, image_urls, stock_by_size)
       SELECT pg_temp.bench_id('product' || n),
              now() - (n || ' minutes')::interval,
              'BENCH-' || n,
              name || ' ' || n,
              lower(replace(name, ' ', '-')) || '-' || n,
              'Seven-zone support for restful sleep.',
              1000 + floor(random() * 4000)::int,
              (28 + floor(random() * 2750)::int) * 100,
              random() < 0.8,
              random() < 0.97,
              pg_temp.bench_id('brand' || (1 + floor(random() * $2)::int)),
              ARRAY['/uploads/products/bench-' || (n % 40) || '.webp'],
              random() < $3
         FROM (SELECT n, (${sqlArray(WORDS.kind)})[1 + floor(random() * 10)::int] || ' '
                      || (3 + floor(random() * 8)::int * 2) || ' inch ' || (${sqlArray(WORDS.item)})[1 + floor(random() * 7)::int] AS name
                 FROM generate_series(1, $1) n) named`,
      [counts.products, counts.brands, STOCK_BY_SIZE_SHARE],
    );
    // Variants: each size at the thickness the name gives (the size rule's price, followed) and 2 inches
    // thicker (12 % dearer, rounded to the rupee: a price set by hand); a pillow is one unsized piece at its
    // base price. Stock by size: 20 to 500 units a variant, 3 % nearly or wholly sold out; a pooled
    // product's variants hold none of their own. 2 % of variants are switched off, never a product's 6x3.
    const sizes = VARIANT_SIZES.map(([label, length, width], rank) => `('${label}', ${length}, ${width}, ${rank})`).join(', ');
    await db.query(
      `INSERT INTO product_variants (id, created, product_id, size_label, thickness, sku, price_paise, price_set, quantity, is_active)
       SELECT pg_temp.bench_id('variant' || ps.n || '-' || ps.rank || '-' || t.step), ps.created + (ps.rank * 2 + t.step) * interval '1 microsecond',
              ps.id, ps.label, ps.inches + t.step * 2, ps.sku || '-' || ps.label || '-' || (ps.inches + t.step * 2),
              CASE WHEN t.step = 0 THEN ps.rule_paise ELSE round(ps.rule_paise * 1.12, -2)::bigint END, t.step = 1,
              CASE WHEN NOT ps.stock_by_size THEN NULL WHEN random() < 0.03 THEN floor(random() * 6)::int ELSE 20 + floor(random() * 481)::int END,
              ps.rank = 0 OR random() >= 0.02
         FROM (SELECT p.id, p.created, p.sku, p.stock_by_size, substring(p.sku from 7)::int AS n, substring(p.name from ' (\\d+) inch ')::int AS inches,
                      s.label, s.rank, (p.price_paise::bigint * s.length * s.width * 2 + 10000) / 20000 AS rule_paise
                 FROM products p CROSS JOIN (VALUES ${sizes}) AS s (label, length, width, rank)
                WHERE p.name !~* 'pillow') ps
         CROSS JOIN (VALUES (0), (1)) AS t (step)
       UNION ALL
       SELECT pg_temp.bench_id('variant' || substring(p.sku from 7)), p.created, p.id, NULL, NULL, p.sku, p.price_paise, false,
              CASE WHEN p.stock_by_size THEN 20 + floor(random() * 481)::int END, true
         FROM products p WHERE p.name ~* 'pillow'`,
    );
    await db.query(
      `INSERT INTO category_products (category_id, product_id)
       SELECT DISTINCT pg_temp.bench_id('category' || (1 + (n * k * 7) % $2)), pg_temp.bench_id('product' || n)
         FROM generate_series(1, $1) n, generate_series(1, 2) k`,
      [counts.products, counts.categories],
    );
    await db.query(
      `INSERT INTO users (id, email, first_name, last_name, role, password_hash)
       SELECT pg_temp.bench_id('user' || n), 'buyer' || n || '@bench.nidra.test', 'Buyer' || n, 'Bench', 'ROLE_MEMBER', $2
         FROM generate_series(1, $1) n`,
      [counts.users, passwordHash],
    );
    // 50 reviews per user, each of a different product.
    await db.query(
      `INSERT INTO reviews (id, created, user_id, product_id, title, review, rating, is_recommended, status)
       SELECT pg_temp.bench_id('review' || n), now() - (n || ' seconds')::interval,
              pg_temp.bench_id('user' || (1 + n % $2)),
              pg_temp.bench_id('product' || (1 + ((n / $2) * 200 + (n % $2) * 7) % $3)),
              'Sleeping better', 'Firm, even and cool; no more back pain in the morning.',
              rating, rating >= 3,
              CASE WHEN r < 0.9 THEN 'Approved' WHEN r < 0.95 THEN 'Waiting Approval' ELSE 'Rejected' END
         FROM (SELECT n, random() AS r, (ARRAY[5,5,5,4,4,4,3,2,1])[1 + floor(random() * 9)::int] AS rating
                 FROM generate_series(0, $1 - 1) n) rated`,
      [counts.reviews, counts.users, counts.products],
    );
    // In one pass over the products: a product keeping stock by size holds the sum of its active variants'
    // units; lists show and sort by its cheapest active variant's price; its rating is its approved reviews'.
    await db.query(
      `UPDATE products p SET quantity = CASE WHEN p.stock_by_size THEN v.units ELSE p.quantity END, from_price_paise = v.cheapest,
              average_rating = coalesce(r.avg, p.average_rating)
         FROM (SELECT product_id, coalesce(sum(quantity) FILTER (WHERE is_active), 0) AS units, min(price_paise) FILTER (WHERE is_active) AS cheapest
                 FROM product_variants GROUP BY product_id) v
         LEFT JOIN (SELECT product_id, avg(rating) AS avg FROM reviews WHERE status = 'Approved' GROUP BY product_id) r ON r.product_id = v.product_id
        WHERE v.product_id = p.id`,
    );
    await db.query(
      `INSERT INTO carts (id, created, user_id)
       SELECT pg_temp.bench_id('cart' || n), now() - (n || ' minutes')::interval, pg_temp.bench_id('user' || (1 + n % $2))
         FROM generate_series(1, $1) n`,
      [counts.orders, counts.users],
    );
    await db.query(
      `INSERT INTO orders (id, created, user_id, cart_id)
       SELECT pg_temp.bench_id('order' || n), now() - (n || ' minutes')::interval, pg_temp.bench_id('user' || (1 + n % $2)), pg_temp.bench_id('cart' || n)
         FROM generate_series(1, $1) n`,
      [counts.orders, counts.users],
    );
    // Each line one of its product's variants (a pillow its only one), at that variant's price.
    await db.query(
      `INSERT INTO order_items (id, created, order_id, product_id, position, product_name, product_slug, product_image_url,
                                base_paise, size_label, variant_id, sku, thickness, quantity, unit_paise, total_paise, tax_paise, status)
       SELECT pg_temp.bench_id('item' || n || '-' || k), now() - (n || ' minutes')::interval, pg_temp.bench_id('order' || n), p.id, k, p.name, p.slug, p.image_urls[1],
              p.price_paise, v.size_label, v.id, v.sku, v.thickness, 1, v.price_paise, v.price_paise,
              CASE WHEN p.taxable THEN v.price_paise * 18 / 100 ELSE 0 END,
              (ARRAY['Not processed','Processing','Shipped','Delivered','Delivered','Cancelled'])[1 + floor(random() * 6)::int]
         FROM generate_series(1, $1) n
         CROSS JOIN LATERAL generate_series(1, 1 + n % 3) k
         CROSS JOIN LATERAL (SELECT 1 + (n * 31 + k * 17) % $2 AS m) chosen
         JOIN products p ON p.id = pg_temp.bench_id('product' || chosen.m)
         JOIN product_variants v ON v.id IN (pg_temp.bench_id('variant' || chosen.m || '-' || (n + k) % ${VARIANT_SIZES.length} || '-' || (n % 2)),
                                             pg_temp.bench_id('variant' || chosen.m))`,
      [counts.orders, counts.products],
    );
    // The Overview's roll-up, as the ordering migrations Migration20261125150500_sales_days and
    // Migration20261125160000_product_sales_months fill it from the orders there are (the shop keeps it up
    // to date as orders change).
    await db.query(`UPDATE order_items i SET brand_id = p.brand_id FROM products p WHERE p.id = i.product_id AND p.brand_id IS NOT NULL`);
    const lines = `SELECT (o.created AT TIME ZONE 'Asia/Kolkata')::date AS day, o.id AS order_id, o.created, i.brand_id, i.product_id,
                          i.product_name, i.product_slug, i.status, i.quantity, i.total_paise, i.tax_paise
                     FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.payment_status IN ('cod', 'paid', 'refunded')`;
    const sums = `coalesce(sum(l.total_paise + l.tax_paise) FILTER (WHERE l.status <> 'Cancelled'), 0)::bigint,
                  count(DISTINCT l.order_id) FILTER (WHERE l.status <> 'Cancelled'),
                  count(*) FILTER (WHERE l.status = 'Not processed'), count(*) FILTER (WHERE l.status = 'Processing'),
                  count(*) FILTER (WHERE l.status = 'Shipped'), count(*) FILTER (WHERE l.status = 'Delivered'),
                  count(*) FILTER (WHERE l.status = 'Cancelled')`;
    const columns = 'revenue_paise, orders, items_not_processed, items_processing, items_shipped, items_delivered, items_cancelled';
    await db.query(`INSERT INTO sales_days (day, ${columns}) SELECT l.day, ${sums} FROM (${lines}) l GROUP BY l.day`);
    await db.query(
      `INSERT INTO brand_sales_days (brand_id, day, ${columns}) SELECT l.brand_id, l.day, ${sums} FROM (${lines}) l WHERE l.brand_id IS NOT NULL GROUP BY l.brand_id, l.day`,
    );
    await db.query(
      `INSERT INTO product_sales_days (day, product_id, brand_id, product_name, product_slug, revenue_paise, quantity)
       SELECT l.day, l.product_id, (array_agg(l.brand_id ORDER BY l.created DESC))[1], (array_agg(l.product_name ORDER BY l.created DESC))[1],
              (array_agg(l.product_slug ORDER BY l.created DESC))[1], sum(l.total_paise + l.tax_paise)::bigint, sum(l.quantity)
         FROM (${lines}) l WHERE l.product_id IS NOT NULL AND l.status <> 'Cancelled' GROUP BY l.day, l.product_id`,
    );
    await db.query(
      `INSERT INTO product_sales_months (month, product_id, brand_id, product_name, product_slug, revenue_paise, quantity)
       SELECT date_trunc('month', d.day)::date, d.product_id, (array_agg(d.brand_id ORDER BY d.day DESC))[1], (array_agg(d.product_name ORDER BY d.day DESC))[1],
              (array_agg(d.product_slug ORDER BY d.day DESC))[1], sum(d.revenue_paise)::bigint, sum(d.quantity)
         FROM product_sales_days d GROUP BY 1, d.product_id`,
    );
    await db.query('COMMIT');
    // As autovacuum would: statistics for the planner, and a visibility map for index-only scans.
    await db.query('VACUUM ANALYZE');
  } catch (error) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await db.end();
  }
  return Date.now() - started;
}
