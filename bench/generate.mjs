// Fills an empty, migrated database with a large catalogue, deterministically (seeded random, ids from
// md5): 10,000 products across 50 brands and 30 categories, 2,000 users, 100,000 reviews (mostly
// approved) and 20,000 orders. Run through bench/run.mjs.
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
    await db.query(
      `INSERT INTO products (id, created, sku, name, slug, description, quantity, price_paise, taxable, is_active, brand_id, image_urls)
       SELECT pg_temp.bench_id('product' || n),
              now() - (n || ' minutes')::interval,
              'BENCH-' || n,
              name || ' ' || n,
              lower(replace(name, ' ', '-')) || '-' || n,
              'Seven-zone support for restful sleep.',
              1000 + floor(random() * 4000)::int,
              (500 + floor(random() * 49500)::int) * 100,
              random() < 0.8,
              random() < 0.97,
              pg_temp.bench_id('brand' || (1 + floor(random() * $2)::int)),
              ARRAY['/uploads/products/bench-' || (n % 40) || '.webp']
         FROM (SELECT n, (${sqlArray(WORDS.kind)})[1 + floor(random() * 10)::int] || ' '
                      || (3 + floor(random() * 8)::int * 2) || ' inch ' || (${sqlArray(WORDS.item)})[1 + floor(random() * 7)::int] AS name
                 FROM generate_series(1, $1) n) named`,
      [counts.products, counts.brands],
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
    await db.query(
      `UPDATE products p SET average_rating = r.avg FROM
         (SELECT product_id, avg(rating) AS avg FROM reviews WHERE status = 'Approved' GROUP BY product_id) r
        WHERE r.product_id = p.id`,
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
    await db.query(
      `INSERT INTO order_items (id, created, order_id, product_id, position, product_name, product_slug, product_image_url,
                                base_paise, size_label, quantity, unit_paise, total_paise, tax_paise, status)
       SELECT pg_temp.bench_id('item' || n || '-' || k), now() - (n || ' minutes')::interval, pg_temp.bench_id('order' || n), p.id, k, p.name, p.slug, p.image_urls[1],
              p.price_paise, NULL, 1, p.price_paise, p.price_paise, CASE WHEN p.taxable THEN p.price_paise * 18 / 100 ELSE 0 END,
              (ARRAY['Not processed','Processing','Shipped','Delivered','Delivered','Cancelled'])[1 + floor(random() * 6)::int]
         FROM generate_series(1, $1) n
         CROSS JOIN LATERAL generate_series(1, 1 + n % 3) k
         JOIN products p ON p.id = pg_temp.bench_id('product' || (1 + (n * 31 + k * 17) % $2))`,
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
