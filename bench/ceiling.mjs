// The practical ceiling: a bare node:http + pg server answering the shop's three hot reads with the same
// SQL and the same response shape as the API (libs/api/catalog/src/lib/products: product-row.ts and
// products-catalog.service.ts; the variants column of variants/variant-view.ts), and nothing else: no
// framework, no validation, no guards, no logging; and the cart add and the order add with the same
// statements as the shop's (bench/ceiling-orders.mjs). bench/run.mjs starts it as its own process.
// The list counts and reads a page in SQL on every request (the shop's listBySql without its kept
// counts); the shop answers most lists from its index in memory with one statement.
// Usage: CEILING_JWT_SECRET=<the shop's JWT_SECRET> node bench/ceiling.mjs <port> <database url>
import { createServer } from 'node:http';
import pg from 'pg';
import { compareVariants, orderHandlers, sizeCategoryOf } from './ceiling-orders.mjs';

const [port, databaseUrl] = process.argv.slice(2);
// The same pool size as the shop's ORM (orm-options.ts).
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const orders = orderHandlers(pool, { jwtSecret: process.env.CEILING_JWT_SECRET, publicUrl: `http://localhost:${port}` });

/** The shop's GST rate as the benchmark runs it (bench/lib.mjs startShop). */
const SHOP_RATE = 18;
// product-row.ts PRODUCT_COLUMNS.
const COLUMNS = `p.id, p.sku, p.name, p.slug, p.description, p.quantity, p.price_paise, p.from_price_paise, p.stock_by_size, p.taxable,
  p.hsn, p.gst_rate, p.is_active, to_json(p.image_urls) AS image_urls, p.average_rating, p.created, b.id AS brand_id, b.name AS brand_name,
  b.slug AS brand_slug, b.is_active AS brand_is_active, b.merchant_id AS brand_merchant_id`;
// variant-view.ts variantsColumn(true): the active variants shoppers may choose.
const VARIANTS = `(SELECT coalesce(json_agg(json_build_object('id', v.id, 'sku', v.sku, 'size', v.size_label, 'thickness', v.thickness,
            'pricePaise', v.price_paise, 'quantity', v.quantity, 'isActive', v.is_active)), '[]')
       FROM product_variants v WHERE v.product_id = p.id AND v.is_active) AS variants`;
const VISIBLE = 'p.is_active AND (b.id IS NULL OR b.is_active)';
// Lists sort and filter by the cheapest active variant's price.
const ORDER_BY = ['p.created DESC, p.id DESC', 'p.from_price_paise DESC, p.id DESC', 'p.from_price_paise ASC, p.id ASC'];
const PER_PAGE = 8;
const SUGGESTIONS = 8;

const taxPaise = (paise, rate) => Math.round((paise * Math.round(rate * 100)) / 10_000);
const withTax = (paise, rate) => (paise + taxPaise(paise, rate)) / 100;
const sellingRate = (row) => (row.taxable ? (row.gst_rate === null ? SHOP_RATE : Number(row.gst_rate)) : 0);
const stockOf = (quantity) => (quantity <= 0 ? 'out' : quantity <= 5 ? 'low' : 'in');

const product = (row) => {
  const rate = sellingRate(row);
  const fromPaise = Number(row.from_price_paise);
  return {
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
    hsn: row.hsn,
    gstRate: row.gst_rate,
    priceWithTax: withTax(row.price_paise, rate),
    fromPrice: fromPaise / 100,
    fromPriceWithTax: withTax(fromPaise, rate),
    ...(row.variants && {
      stockBySize: row.stock_by_size,
      // Each with its own stock once the product keeps stock by size, else the product's pool.
      variants: [...row.variants].sort(compareVariants).map((variant) => {
        const quantity = row.stock_by_size ? variant.quantity : row.quantity;
        return {
          _id: variant.id,
          sku: variant.sku,
          size: variant.size,
          sizeCategory: sizeCategoryOf(variant.size),
          thickness: variant.thickness,
          price: variant.pricePaise / 100,
          priceWithTax: withTax(variant.pricePaise, rate),
          quantity,
          stock: stockOf(quantity),
          isActive: variant.isActive,
        };
      }),
    }),
  };
};

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
  where.push(`p.from_price_paise BETWEEN $${params.length - 1} AND $${params.length}`);
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
  const { rows } = await pool.query(`SELECT ${COLUMNS}, ${VARIANTS} FROM products p LEFT JOIN brands b ON b.id = p.brand_id WHERE p.slug = $1 AND ${VISIBLE}`, [slug]);
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
         SELECT p.id, p.name, p.slug, p.image_urls[1] AS image_url, p.price_paise, p.from_price_paise, p.taxable, p.gst_rate
           FROM products p LEFT JOIN brands b ON b.id = p.brand_id
          WHERE v.version IS DISTINCT FROM $1::bigint AND ${VISIBLE} AND p.name ILIKE $2
          ORDER BY position($3 in lower(p.name)), p.name LIMIT $4
       ) found ON true`,
    [cached?.version ?? null, contains(text), key, SUGGESTIONS],
  );
  const version = rows[0].catalog_version;
  if (cached && cached.version === version) return cached.body;
  const body = {
    products: rows
      .filter((r) => r.id !== null)
      .map((r) => ({
        _id: r.id,
        name: r.name,
        slug: r.slug,
        imageUrl: r.image_url,
        price: r.price_paise / 100,
        fromPrice: Number(r.from_price_paise) / 100,
        fromPriceWithTax: withTax(Number(r.from_price_paise), sellingRate(r)),
      })),
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
