// The practical ceiling: a bare node:http + pg server answering the shop's three hot reads with the same
// SQL and the same response shape as the API (libs/api/catalog/src/lib/products), and nothing else:
// no framework, no validation, no guards, no logging; and the cart add and the order add with the same
// statements as the shop's (bench/ceiling-orders.mjs). bench/run.mjs starts it as its own process.
// Usage: CEILING_JWT_SECRET=<the shop's JWT_SECRET> node bench/ceiling.mjs <port> <database url>
import { createServer } from 'node:http';
import pg from 'pg';
import { orderHandlers } from './ceiling-orders.mjs';

const [port, databaseUrl] = process.argv.slice(2);
// The same pool size as the shop's ORM (orm-options.ts).
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const orders = orderHandlers(pool, { jwtSecret: process.env.CEILING_JWT_SECRET, publicUrl: `http://localhost:${port}` });

const COLUMNS = `p.id, p.sku, p.name, p.slug, p.description, p.quantity, p.price_paise, p.taxable,
  p.is_active, p.image_urls, p.average_rating, p.created, b.id AS brand_id, b.name AS brand_name,
  b.slug AS brand_slug, b.is_active AS brand_is_active, b.merchant_id AS brand_merchant_id`;
const VISIBLE = 'p.is_active AND (b.id IS NULL OR b.is_active)';
const ORDER_BY = ['p.created DESC, p.id DESC', 'p.price_paise DESC, p.id DESC', 'p.price_paise ASC, p.id ASC'];
const PER_PAGE = 8;

const product = (row) => ({
  _id: row.id,
  sku: row.sku,
  name: row.name,
  slug: row.slug,
  description: row.description,
  quantity: row.quantity,
  price: row.price_paise / 100,
  taxable: row.taxable,
  isActive: row.is_active,
  brand: row.brand_id
    ? { _id: row.brand_id, name: row.brand_name, slug: row.brand_slug, isActive: Boolean(row.brand_is_active), merchant: row.brand_merchant_id }
    : null,
  imageUrls: row.image_urls,
  imageUrl: row.image_urls[0] ?? null,
  averageRating: Number(row.average_rating),
  created: new Date(row.created).toISOString(),
});

const isAll = (value) => !value || value.trim() === '' || value.trim().toLowerCase() === 'all';
const contains = (text) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function list(filters) {
  const where = [VISIBLE];
  const params = [];
  const add = (sql, value) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (!isAll(filters.name)) add('p.name ILIKE ?', contains(filters.name.trim()));
  if (!isAll(filters.brand)) add('b.slug = ?', filters.brand.trim());
  if (!isAll(filters.category)) {
    add(
      `EXISTS (SELECT 1 FROM category_products cp JOIN categories c ON c.id = cp.category_id
        WHERE cp.product_id = p.id AND c.slug = ? AND c.is_active)`,
      filters.category.trim(),
    );
  }
  params.push(Math.round((filters.min ?? 1) * 100), Math.round((filters.max ?? 1_000_000) * 100));
  where.push(`p.price_paise BETWEEN $${params.length - 1} AND $${params.length}`);
  if (filters.rating) add('p.average_rating >= ?', filters.rating);
  const from = `FROM products p LEFT JOIN brands b ON b.id = p.brand_id WHERE ${where.join(' AND ')}`;
  const page = filters.pageNumber ?? 1;
  const { rows: counted } = await pool.query(`SELECT count(*) AS total ${from}`, params);
  const { rows } = await pool.query(
    `SELECT ${COLUMNS} ${from} ORDER BY ${ORDER_BY[filters.order ?? 0]} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, PER_PAGE, (page - 1) * PER_PAGE],
  );
  const totalProducts = Number(counted[0].total);
  return { products: rows.map(product), page, pages: Math.max(1, Math.ceil(totalProducts / PER_PAGE)), totalProducts };
}

async function item(slug) {
  const { rows } = await pool.query(`SELECT ${COLUMNS} FROM products p LEFT JOIN brands b ON b.id = p.brand_id WHERE p.slug = $1 AND ${VISIBLE}`, [slug]);
  return rows[0] ? { product: product(rows[0]) } : null;
}

// Suggestions as the shop keeps them: per text, valid while the catalogue version is unchanged; one
// statement reads the version and finds them again only when that version moved.
const suggestions = new Map();
async function search(term) {
  const text = term.trim();
  const key = text.toLowerCase();
  const cached = suggestions.get(key);
  const { rows } = await pool.query(
    `SELECT v.version AS catalog_version, found.*
       FROM (SELECT (SELECT version FROM catalog_version WHERE id = 1) AS version) v
       LEFT JOIN LATERAL (
         SELECT p.id, p.name, p.slug, p.image_urls, p.price_paise FROM products p LEFT JOIN brands b ON b.id = p.brand_id
          WHERE v.version IS DISTINCT FROM $1::bigint AND ${VISIBLE} AND p.name ILIKE $2
          ORDER BY position($3 in lower(p.name)), p.name LIMIT 8
       ) found ON true`,
    [cached?.version ?? null, contains(text), key],
  );
  const version = rows[0].catalog_version;
  if (cached && cached.version === version) return cached.body;
  const body = {
    products: rows
      .filter((r) => r.id !== null)
      .map((r) => ({ _id: r.id, name: r.name, slug: r.slug, imageUrl: r.image_urls[0] ?? null, price: r.price_paise / 100 })),
  };
  suggestions.set(key, { version, body });
  return body;
}

function send(res, status, body) {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

createServer(async (req, res) => {
  try {
    if (req.method === 'POST') {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      if (req.url === '/api/product/list') return send(res, 200, await list(raw ? JSON.parse(raw) : {}));
      const answered = await orders(req.method, req.url, req.headers, raw);
      if (answered) return send(res, ...answered);
    }
    const url = new URL(req.url, 'http://x');
    if (url.pathname.startsWith('/api/product/item/')) {
      const found = await item(decodeURIComponent(url.pathname.slice('/api/product/item/'.length)));
      return found ? send(res, 200, found) : send(res, 404, { error: 'no product found.' });
    }
    if (url.pathname.startsWith('/api/product/list/search/')) {
      return send(res, 200, await search(decodeURIComponent(url.pathname.slice('/api/product/list/search/'.length))));
    }
    send(res, 404, { error: 'Not found.' });
  } catch (error) {
    send(res, 500, { error: String(error) });
  }
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
