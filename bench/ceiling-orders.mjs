// The order path's ceiling, for bench/ceiling.mjs: POST /api/cart/add and POST /api/order/add as a bare
// node:http + pg server does them, sending the statements the shop sends for one cart add (3) and one
// cash-on-delivery placement (12, in one transaction), in the same order, taking the same locks and writing
// the same rows: the account check, the products with their variants, the bag, the cart's lock, the order
// and its lines, the invoice and its number (counter and document in one statement), the stock (products
// and variants locked and taken in one statement), the day's sales, the confirmation email's outbox row. Found from the shop's SQL log (LOG_LEVEL=debug) and pinned by its test
// (libs/api/ordering/test/orders.e2e-spec.ts); the texts are copied from:
//   libs/api/identity/src/lib/sessions/sessions.service.ts   the account check (a named prepared statement)
//   libs/api/catalog/src/lib/stock/stock.service.ts          the products and variants priced (forSale), the stock
//                                                            locked and taken (lockAndTake)
//   libs/api/ordering/src/lib/cart/cart.service.ts           the bag, and the variant a line asks for (chooseVariant)
//   libs/api/ordering/src/lib/orders/orders.service.ts       the address, the cart's lock and lines, the brands
//   the ORM's inserts (mail_outbox, tax_documents, orders, order_items), in the order it flushes them
//   libs/api/ordering/src/lib/insight/sales-rollup.ts        the day's, brand's, product's and month's sales
//   libs/api/invoicing/src/lib/invoices.service.ts           the invoice's number
// None of the framework: no Nest, no ORM, no validation beyond what the statements need, no logging. The
// differences, all in the ceiling's favour unless said: parameters are sent with the statements (the ORM
// writes them into the text); the account check is one statement per request (the shop's shares one
// among the requests that arrive together, in the ceiling's disfavour); the order's answer is built from
// what was written; and the email is never sent: its outbox row is written as the shop writes it but
// due at 'infinity', so that neither the shop's outbox (which polls the same table) nor this server
// delivers it, where the shop lays out its PDF on a worker and sends it after the commit.
// Only what the benchmark's buyers do is done: a bag of variants (by id, or by size and thickness), placed
// for cash on delivery to no saved address (they have none); no custom sizes, no bag from before variants
// (a line without a sku). The same cart placed twice answers 409 here.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { ToWords } from 'to-words/en-IN';

/** The shop's settings as the benchmark runs it (bench/lib.mjs startShop): no GSTIN, Karnataka, GST 18 %. */
const GST_RATE = 18;
const SHOP_STATE = { name: 'Karnataka', code: '29' };
const HSN = '9404';
const IST_MS = 330 * 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// ── The statements ─────────────────────────────────────────────────────────────────────────────────────

const ACCOUNT = {
  name: 'session-accounts',
  text: 'SELECT id, email, first_name, role, merchant_id, token_version FROM users WHERE id = ANY($1::uuid[])',
};

// StockService.forSale: the products with every variant, a pooled product's variants showing its pool.
const FOR_SALE = (count) =>
  `SELECT p.id, p.sku, p.name, p.slug, p.image_urls[1] AS image_url, p.price_paise, p.taxable,
          (CASE WHEN p.taxable THEN coalesce(p.gst_rate, $1::numeric) ELSE 0 END)::float8 AS selling_rate, p.hsn, p.quantity,
          p.stock_by_size, p.is_active AND (b.id IS NULL OR b.is_active) AS on_sale,
          (SELECT coalesce(json_agg(json_build_object('id', v.id, 'sku', v.sku, 'size', v.size_label, 'thickness', v.thickness,
                    'pricePaise', v.price_paise, 'quantity', CASE WHEN p.stock_by_size THEN v.quantity ELSE p.quantity END,
                    'isActive', v.is_active)), '[]')
             FROM product_variants v WHERE v.product_id = p.id) AS variants
     FROM products p LEFT JOIN brands b ON b.id = p.brand_id
    WHERE p.id IN (${list(count, 2)})`;

// CartService.add: the bag and its lines, each naming its variant, sku and thickness.
const CART_LINE =
  '(?::uuid, ?::uuid, ?::uuid, ?::varchar, ?::smallint, ?::varchar, ?::varchar, ?::text, ?::varchar, ?::int, ?::int, ?::bigint, ?::bigint, ?::bigint, ?::boolean, ?::numeric, ?::varchar, ?::int)';
const CART = (count) =>
  numbered(`WITH cart AS (INSERT INTO carts (id, user_id) VALUES (?, ?) RETURNING id, created)
   INSERT INTO cart_items (id, cart_id, product_id, variant_id, sku, thickness, product_name, product_slug, product_image_url, size_label,
                           quantity, base_paise, unit_paise, total_paise, tax_paise, taxable, gst_rate, hsn, created)
   SELECT line.id, cart.id, line.product_id, line.variant_id, line.sku, line.thickness, line.product_name, line.product_slug,
          line.product_image_url, line.size_label, line.quantity, line.base_paise, line.unit_paise, line.total_paise, line.tax_paise,
          line.taxable, line.gst_rate, line.hsn, cart.created + line.position * interval '1 microsecond'
     FROM cart, (VALUES ${Array.from({ length: count }, () => CART_LINE).join(', ')})
          AS line (id, product_id, variant_id, sku, thickness, product_name, product_slug, product_image_url, size_label, quantity,
                   base_paise, unit_paise, total_paise, tax_paise, taxable, gst_rate, hsn, position)`);

// As the ORM writes it (the address book's default address, with its user).
const DEFAULT_ADDRESS =
  'select "a0".*, "u1"."id" as "u1__id", "u1"."created" as "u1__created", "u1"."updated" as "u1__updated", "u1"."email" as "u1__email", ' +
  '"u1"."first_name" as "u1__first_name", "u1"."last_name" as "u1__last_name", "u1"."phone_number" as "u1__phone_number", ' +
  '"u1"."provider" as "u1__provider", "u1"."password_hash" as "u1__password_hash", "u1"."role" as "u1__role", ' +
  '"u1"."merchant_id" as "u1__merchant_id", "u1"."token_version" as "u1__token_version" from "addresses" as "a0" ' +
  'inner join "users" as "u1" on "a0"."user_id" = "u1"."id" where "a0"."user_id" = $1 and "a0"."is_default" = true limit 1';

const LOCK_CART = 'SELECT id FROM carts WHERE id = $1 AND user_id = $2 FOR UPDATE';

const CART_LINES = `SELECT placed.id AS order_id, line.*
   FROM (SELECT 1) one
   LEFT JOIN orders placed ON placed.cart_id = $1
   LEFT JOIN LATERAL (
     SELECT i.id, i.created, i.product_id, i.variant_id, i.sku, i.thickness, i.product_name, i.product_slug, i.product_image_url, i.size_label, i.quantity,
            i.base_paise, i.unit_paise, i.total_paise, i.tax_paise, i.taxable, i.gst_rate::float8 AS gst_rate, i.hsn
       FROM cart_items i
      WHERE i.cart_id = $2
   ) line ON placed.id IS NULL
  ORDER BY line.created, line.id`;

const BRANDS = (count) => `SELECT id, brand_id FROM products WHERE id IN (${list(count, 1)})`;

const INSERT_MAIL =
  'insert into "mail_outbox" ("id", "created", "updated", "to", "subject", "text", "html", "attachments", "status", "attempts", "next_attempt_at") ' +
  'values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)';
const INSERT_DOCUMENT =
  'insert into "tax_documents" ("id", "created", "updated", "order_id", "buyer_id", "product_ids", "type", "number", "issued_on", "refers_to", "item_ids", "document") ' +
  'values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)';
const INSERT_ORDER =
  'insert into "orders" ("id", "created", "updated", "user_id", "cart_id", "delivery_name", "delivery_mobile", "delivery_address", "delivery_city", ' +
  '"delivery_state", "delivery_state_code", "delivery_pincode", "payment_method", "payment_status", "razorpay_order_id", "razorpay_payment_id", ' +
  '"payment_due_at", "paid_at", "buyer_gstin", "seller_state_code", "supply_state_code") ' +
  'values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)';
const ITEM_COLUMNS = 26;
const INSERT_ITEMS = (count) =>
  'insert into "order_items" ("id", "created", "updated", "order_id", "product_id", "brand_id", "position", "product_name", "product_slug", ' +
  '"product_image_url", "base_paise", "size_label", "variant_id", "sku", "thickness", "quantity", "unit_paise", "total_paise", "tax_paise", "hsn", "gst_rate", "status", "courier", ' +
  `"tracking_number", "stock_held", "delivered_at") values ${Array.from({ length: count }, (_, i) => `(${list(ITEM_COLUMNS, 1 + i * ITEM_COLUMNS)})`).join(', ')}`;

// StockService.lockAndTake: the products locked in id order, then the lines' variants; the units taken from
// each variant of a product keeping stock by size (and its sum) or from a pooled product, when all is fine.
const TAKE_STOCK = (lines, products) =>
  numbered(`WITH line (product_id, variant_id, units, base_paise, unit_paise, gst_rate) AS (
     VALUES ${Array.from({ length: lines }, () => '(?::uuid, ?::uuid, ?::int, ?::bigint, ?::bigint, ?::numeric)').join(', ')}
   ), locked AS (SELECT p.id, p.name, p.quantity, p.price_paise, p.taxable, (CASE WHEN p.taxable THEN coalesce(p.gst_rate, ?::numeric) ELSE 0 END)::float8 AS selling_rate,
          p.hsn, p.is_active AND (b.id IS NULL OR b.is_active) AS on_sale, p.stock_by_size
     FROM products p LEFT JOIN brands b ON b.id = p.brand_id
    WHERE p.id IN (${Array.from({ length: products }, () => '?').join(', ')}) ORDER BY p.id FOR NO KEY UPDATE OF p),
   variant AS (SELECT v.id, v.product_id, v.size_label, v.thickness, v.quantity, v.price_paise, v.is_active
     FROM product_variants v WHERE v.id IN (SELECT variant_id FROM line) AND v.product_id IN (SELECT id FROM locked)
    ORDER BY v.id FOR NO KEY UPDATE OF v),
   per_variant AS (SELECT variant_id, sum(units) AS units FROM line WHERE variant_id IS NOT NULL GROUP BY variant_id),
   per_product AS (SELECT product_id, sum(units) AS units FROM line WHERE variant_id IS NOT NULL GROUP BY product_id),
   fine AS (
     SELECT (SELECT count(*) FROM locked) = ?
            AND NOT EXISTS (SELECT 1 FROM locked WHERE NOT on_sale)
            AND NOT EXISTS (
              SELECT 1 FROM line JOIN locked l ON l.id = line.product_id LEFT JOIN variant v ON v.id = line.variant_id
               WHERE (l.selling_rate = line.gst_rate AND CASE WHEN line.variant_id IS NULL THEN l.price_paise = line.base_paise
                      ELSE v.product_id = l.id AND v.is_active AND v.price_paise = line.unit_paise END) IS NOT TRUE
            )
            AND NOT EXISTS (SELECT 1 FROM per_product w JOIN locked l ON l.id = w.product_id WHERE NOT l.stock_by_size AND l.quantity < w.units)
            AND NOT EXISTS (
              SELECT 1 FROM per_variant w JOIN variant v ON v.id = w.variant_id JOIN locked l ON l.id = v.product_id
               WHERE l.stock_by_size AND v.quantity < w.units
            ) AS ok
   ), taken_variants AS (
     UPDATE product_variants v SET quantity = v.quantity - w.units
       FROM per_variant w, locked l, fine
      WHERE fine.ok AND v.id = w.variant_id AND l.id = v.product_id AND l.stock_by_size RETURNING v.id
   ), taken AS (
     UPDATE products p SET quantity = p.quantity - w.units FROM per_product w, fine WHERE fine.ok AND p.id = w.product_id RETURNING p.id
   )
   SELECT locked.*, (SELECT ok FROM fine) AS taken,
          (SELECT json_agg(variant) FROM variant) AS variants
     FROM locked`);

const FIGURES = ['revenue_paise', 'orders', 'items_not_processed', 'items_processing', 'items_shipped', 'items_delivered', 'items_cancelled'];
const adds = (table) => FIGURES.map((column) => `"${column}" = ${table}."${column}" + excluded."${column}"`).join(', ');
const row = (count) => `(${Array.from({ length: count }, () => '?').join(', ')})`;
const ROLL_UP = (brands, products) => {
  const parts = [];
  if (brands) {
    parts.push(`brands AS (INSERT INTO brand_sales_days (brand_id, day, ${FIGURES.join(', ')})
       VALUES ${Array.from({ length: brands }, () => row(FIGURES.length + 2)).join(', ')}
       ON CONFLICT (brand_id, day) DO UPDATE SET ${adds('brand_sales_days')})`);
  }
  if (products) {
    parts.push(`products AS (INSERT INTO product_sales_days (day, product_id, brand_id, product_name, product_slug, revenue_paise, quantity)
       VALUES ${Array.from({ length: products }, () => row(7)).join(', ')}
       ON CONFLICT (day, product_id) DO UPDATE SET
         revenue_paise = product_sales_days.revenue_paise + excluded.revenue_paise,
         quantity = product_sales_days.quantity + excluded.quantity,
         brand_id = excluded.brand_id, product_name = excluded.product_name, product_slug = excluded.product_slug)`);
    parts.push(`months AS (INSERT INTO product_sales_months (month, product_id, brand_id, product_name, product_slug, revenue_paise, quantity)
       VALUES ${Array.from({ length: products }, () => row(7)).join(', ')}
       ON CONFLICT (month, product_id) DO UPDATE SET
         revenue_paise = product_sales_months.revenue_paise + excluded.revenue_paise,
         quantity = product_sales_months.quantity + excluded.quantity,
         brand_id = excluded.brand_id, product_name = excluded.product_name, product_slug = excluded.product_slug)`);
  }
  return numbered(`${parts.length ? `WITH ${parts.join(', ')} ` : ''}INSERT INTO sales_days (day, ${FIGURES.join(', ')}) VALUES ${row(FIGURES.length + 1)}
   ON CONFLICT (day) DO UPDATE SET ${adds('sales_days')}`);
};

const NUMBER_INVOICE = `WITH counted AS (
     INSERT INTO document_counters (series, last) VALUES ($1, 1)
     ON CONFLICT (series) DO UPDATE SET last = document_counters.last + 1 RETURNING last
   )
   UPDATE tax_documents d SET number = $2::text || '/' || lpad(counted.last::text, 6, '0'),
          document = jsonb_set(d.document, '{number}', to_jsonb($3::text || '/' || lpad(counted.last::text, 6, '0')))
     FROM counted WHERE d.id = $4 RETURNING counted.last`;

/** `$from, $from+1, …`: `count` placeholders. */
function list(count, from) {
  return Array.from({ length: count }, (_, i) => `$${from + i}`).join(', ');
}

/** `?` marks as `$1, $2, …`, once, when the statement is made. */
function numbered(sql) {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/** Statements by their number of lines, made once. */
function cached(make) {
  const made = new Map();
  return (...counts) => {
    const key = counts.join(',');
    if (!made.has(key)) made.set(key, make(...counts));
    return made.get(key);
  };
}
const forSale = cached(FOR_SALE);
const cartInsert = cached(CART);
const brandsOf = cached(BRANDS);
const itemsInsert = cached(INSERT_ITEMS);
const takeStock = cached(TAKE_STOCK);
const rollUp = cached(ROLL_UP);

// ── What the shop works out between them ───────────────────────────────────────────────────────────────

/** The size table's labels in its order, by family (libs/shared/util/src/lib/sizes.ts). */
const SIZE_FAMILIES = [
  ['Single', ['6x2.5', '6x3', '6.25x2.5', '6.25x3', '6.5x2.5', '6.5x3']],
  ['Double', ['6x3.5', '4x6.5', '4x6']],
  ['Queen', ['5x5.83', '5x6.5', '5x6']],
  ['King', ['6x6', '6.26x6', '6.5x6']],
];
const SIZE_LABELS = SIZE_FAMILIES.flatMap(([, labels]) => labels);
const FAMILY = new Map(SIZE_FAMILIES.flatMap(([family, labels]) => labels.map((label) => [label, family])));
/** The family a size label belongs to; null for none. */
export const sizeCategoryOf = (label) => (label === null ? null : (FAMILY.get(label) ?? null));
/** Variants in the shop's order: by the size's place in the table, then thickness (none first). */
export const compareVariants = (a, b) =>
  (a.size === null ? -1 : SIZE_LABELS.indexOf(a.size)) - (b.size === null ? -1 : SIZE_LABELS.indexOf(b.size)) || (a.thickness ?? 0) - (b.thickness ?? 0);

/**
 * The variant a line asks for (cart.service.ts chooseVariant): by id, or by size (+ thickness; left out, the
 * cheapest active one of that size, ties to the thinner); an unsized product's own.
 */
function chooseVariant(product, line) {
  if (line.variant !== undefined) {
    const chosen = product.variants.find((variant) => variant.id === line.variant);
    if (!chosen) throw new Refusal(400, 'That variant is not one of this product.');
    return chosen;
  }
  const unsized = product.variants.every((variant) => variant.size === null);
  if (!unsized && !line.size) throw new Refusal(400, 'Choose a size.');
  const ofSize = product.variants.filter((variant) => unsized || variant.size === line.size);
  if (ofSize.length === 0) throw new Refusal(400, 'Unknown size.');
  if (line.thickness !== undefined) {
    const chosen = ofSize.find((variant) => variant.thickness === line.thickness);
    if (!chosen) throw new Refusal(400, 'Thickness not sold.');
    return chosen;
  }
  const active = ofSize.filter((variant) => variant.isActive);
  return active.length === 0 ? ofSize[0] : active.reduce((best, variant) => (variant.pricePaise < best.pricePaise ? variant : best));
}
const taxOf = (amountPaise, rate) => Math.round((amountPaise * Math.round(rate * 100)) / 10_000);
/** CGST + SGST, each at half the rate and rounded on its own (the buyer's state is the shop's). */
const lineTax = (paise, rate) => 2 * Number((BigInt(paise) * BigInt(Math.round(rate * 100)) * 2n + 20_000n) / 40_000n);
const maxPerAdd = (stock) => (stock <= 25 ? 1 : stock <= 100 ? 5 : stock < 500 ? 25 : 50);
const rupees = (paise) => paise / 100;

function formatInr(amount) {
  const written = Math.abs(amount).toFixed(2);
  const whole = written.slice(0, -3);
  const grouped = whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  return `${amount < 0 ? '-' : ''}₹${grouped}.${written.slice(-2)}`;
}

const words = new ToWords();
const inWords = (n) => words.convert(n).replace(/\b(Twenty|Thirty|Forty|Fifty|Sixty|Seventy|Eighty|Ninety) (One|Two|Three|Four|Five|Six|Seven|Eight|Nine)\b/g, '$1-$2');
function amountInWords(paise) {
  const head = `Rupees ${inWords(Math.floor(paise / 100))}`;
  return paise % 100 ? `${head} and Paise ${inWords(paise % 100)} Only` : `${head} Only`;
}

const greeting = (name) => {
  const text = (name ?? '').trim();
  return /^[\p{L}\p{M}\s.'’-]+$/u.test(text) && !/\.[\p{L}\p{M}]/u.test(text) ? `Hi ${text.split(/\s+/)[0]},` : 'Hi,';
};

/** The signed-in account a "Bearer <jwt>" names (HS256, the shop's secret), checked as the shop checks it. */
function claimsOf(token, key) {
  const [header, payload, signature] = String(token ?? '').replace(/^Bearer\s+/i, '').split('.');
  if (!signature) return undefined;
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'HS256') return undefined;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  if (typeof claims.sub !== 'string' || !UUID.test(claims.sub) || typeof claims.ver !== 'number') return undefined;
  if (claims.exp !== undefined && claims.exp * 1000 <= Date.now()) return undefined;
  return claims;
}

class Refusal extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * The two handlers on `pool` (pg, as many connections as the shop's), signing in with tokens the shop
 * issued (`jwtSecret`, its JWT_SECRET). Each answers `[status, body]`.
 */
export function orderHandlers(pool, { jwtSecret, publicUrl }) {
  const key = Buffer.from(jwtSecret ?? '');

  async function signedIn(authorization) {
    let claims;
    try {
      claims = jwtSecret ? claimsOf(authorization, key) : undefined;
    } catch {
      // Not a token (its parts are not base64 JSON).
    }
    if (!claims) throw new Refusal(401, 'Unauthorized');
    const { rows } = await pool.query({ ...ACCOUNT, values: [`{${claims.sub.toLowerCase()}}`] });
    const user = rows[0];
    if (!user || user.token_version !== claims.ver) throw new Refusal(401, 'Unauthorized');
    return user;
  }

  async function addToCart(authorization, body) {
    const user = await signedIn(authorization);
    const requested = Array.isArray(body?.products) ? body.products : [];
    if (requested.length === 0 || requested.some((line) => !UUID.test(line?.product ?? '') || !Number.isInteger(line.quantity) || line.quantity < 1)) {
      throw new Refusal(400, 'Invalid cart.');
    }
    const ids = [...new Set(requested.map((line) => line.product))];
    const { rows: found } = await pool.query(forSale(ids.length), [GST_RATE, ...ids]);
    const products = new Map(found.map((product) => [product.id, { ...product, variants: product.variants.sort(compareVariants) }]));
    const items = requested.map((line) => {
      const product = products.get(line.product);
      if (!product) throw new Refusal(400, 'Unknown product.');
      if (!product.on_sale) throw new Refusal(400, 'This product is not for sale.');
      const variant = chooseVariant(product, line);
      if (!variant.isActive) throw new Refusal(400, 'No longer available.');
      if (variant.quantity <= 0) throw new Refusal(400, 'Out of stock.');
      if (line.quantity > Math.min(maxPerAdd(variant.quantity), variant.quantity)) throw new Refusal(400, 'Too many.');
      const totalPaise = variant.pricePaise * line.quantity;
      const taxPaise = product.taxable ? taxOf(totalPaise, product.selling_rate) : 0;
      return { id: randomUUID(), product, variant, quantity: line.quantity, unitPaise: variant.pricePaise, totalPaise, taxPaise };
    });
    const cartId = randomUUID();
    await pool.query(cartInsert(items.length), [
      cartId,
      user.id,
      ...items.flatMap((item, position) => [
        item.id,
        item.product.id,
        item.variant.id,
        item.variant.sku,
        item.variant.thickness,
        item.product.name,
        item.product.slug,
        item.product.image_url,
        item.variant.size,
        item.quantity,
        item.product.price_paise,
        item.unitPaise,
        item.totalPaise,
        item.taxPaise,
        item.product.taxable,
        item.product.selling_rate,
        item.product.hsn,
        position,
      ]),
    ]);
    const total = items.reduce((sum, item) => sum + item.totalPaise, 0);
    const tax = items.reduce((sum, item) => sum + item.taxPaise, 0);
    return {
      success: true,
      cartId,
      cart: {
        items: items.map((item) => ({
          _id: item.id,
          product: item.product.id,
          name: item.product.name,
          slug: item.product.slug,
          imageUrl: item.product.image_url,
          size: item.variant.size,
          variant: item.variant.id,
          sku: item.variant.sku,
          thickness: item.variant.thickness,
          quantity: item.quantity,
          price: rupees(item.unitPaise),
          priceWithTax: rupees(item.unitPaise + (item.product.taxable ? taxOf(item.unitPaise, item.product.selling_rate) : 0)),
          taxable: item.product.taxable,
          totalPrice: rupees(item.totalPaise),
          totalTax: rupees(item.taxPaise),
        })),
        total: rupees(total),
        totalTax: rupees(tax),
        totalWithTax: rupees(total + tax),
      },
    };
  }

  async function placeOrder(authorization, body) {
    const user = await signedIn(authorization);
    const cartId = body?.cartId;
    if (typeof cartId !== 'string' || !UUID.test(cartId)) throw new Refusal(400, 'cartId must be a UUID.');
    const { rows: addresses } = await pool.query(DEFAULT_ADDRESS, [user.id]);
    // The benchmark's buyers keep no addresses; one found would be copied into the order by the shop.
    if (addresses.length > 0) throw new Refusal(501, 'The ceiling places orders to no saved address only.');

    const client = await pool.connect();
    let placed;
    try {
      await client.query('BEGIN');
      try {
        placed = await placeIn(client, user, cartId);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    } finally {
      client.release();
    }
    return { success: true, message: 'Your order has been placed successfully!', order: placed };
  }

  async function placeIn(client, user, cartId) {
    const { rows: cart } = await client.query(LOCK_CART, [cartId, user.id]);
    if (cart.length === 0) throw new Refusal(404, 'Cart not found.');
    const { rows } = await client.query(CART_LINES, [cartId, cartId]);
    if (rows[0]?.order_id) throw new Refusal(409, 'This cart was placed before.');
    const lines = rows.filter((line) => line.id !== null);
    if (lines.some((line) => line.product_id === null)) throw new Refusal(400, 'A product in your cart is no longer available.');
    // A line from before variants (no sku) would cost the shop one statement more to find its variant.
    if (lines.some((line) => line.sku === null)) throw new Refusal(501, 'The ceiling places lines with a variant only.');
    const productIds = [...new Set(lines.map((line) => line.product_id))];
    const { rows: brandRows } = await client.query(brandsOf(productIds.length), productIds);
    const brands = new Map(brandRows.map((found) => [found.id, found.brand_id]));

    const now = new Date();
    const at = now.toISOString();
    const day = new Date(now.getTime() + IST_MS).toISOString().slice(0, 10);
    const [year, month] = day.split('-').map(Number);
    const fyStart = month >= 4 ? year : year - 1;
    const series = `NID/${String(fyStart % 100).padStart(2, '0')}-${String((fyStart + 1) % 100).padStart(2, '0')}`;
    const orderId = randomUUID();
    const items = lines.map((line, position) => ({
      id: randomUUID(),
      position,
      productId: line.product_id,
      brandId: brands.get(line.product_id) ?? null,
      name: line.product_name,
      slug: line.product_slug,
      imageUrl: line.product_image_url,
      basePaise: line.base_paise ?? 0,
      sizeLabel: line.size_label,
      variantId: line.variant_id,
      sku: line.sku,
      thickness: line.thickness,
      quantity: line.quantity,
      unitPaise: Number(line.unit_paise),
      totalPaise: Number(line.total_paise),
      taxPaise: lineTax(Number(line.total_paise), line.gst_rate ?? 0),
      gstRate: line.gst_rate ?? 0,
      hsn: line.hsn ?? HSN,
    }));
    const total = items.reduce((sum, item) => sum + item.totalPaise, 0);
    const tax = items.reduce((sum, item) => sum + item.taxPaise, 0);

    // The invoice as the shop drafts it without a GSTIN: a bill of supply, its lines at what was charged.
    const documentId = randomUUID();
    const document = {
      type: 'bill-of-supply',
      number: '',
      date: day,
      orderId,
      seller: { name: 'Nidra', gstin: null, address: '', state: SHOP_STATE.name, stateCode: SHOP_STATE.code },
      buyer: { name: user.first_name, gstin: null, address: '' },
      placeOfSupply: { state: SHOP_STATE.name, stateCode: SHOP_STATE.code },
      reverseCharge: false,
      lines: items.map((item) => {
        const value = item.totalPaise + item.taxPaise;
        return {
          description: item.sizeLabel ? `${item.name} (${item.sizeLabel})` : item.name,
          hsn: item.hsn,
          quantity: item.quantity,
          unitPrice: rupees(Math.round(value / item.quantity)),
          taxableValue: rupees(value),
          rate: 0,
          cgst: 0,
          sgst: 0,
          igst: 0,
          total: rupees(value),
        };
      }),
      totals: { taxableValue: rupees(total + tax), cgst: 0, sgst: 0, igst: 0, tax: 0, total: rupees(total + tax) },
      amountInWords: amountInWords(total + tax),
    };
    const text = [
      greeting(user.first_name),
      '',
      `Thank you for your order #${orderId}.`,
      '',
      ...items.map((item) => `- ${item.name}${item.sizeLabel ? ` (${item.sizeLabel})` : ''} × ${item.quantity}: ${formatInr(rupees(item.totalPaise))}`),
      '',
      `Total: ${formatInr(rupees(total))}`,
      `GST: ${formatInr(rupees(tax))}`,
      `Total with GST: ${formatInr(rupees(total + tax))}`,
      'Shipping: free',
      'Payment: cash on delivery',
      '',
      `See your order at ${publicUrl}/#/order/${orderId}`,
    ].join('\n');

    // In the order the ORM flushes them: the email, the invoice, the order, its lines.
    await client.query(INSERT_MAIL, [
      randomUUID(), at, at, user.email, `Order Confirmation ${orderId}`, text, null,
      JSON.stringify([{ kind: 'invoice', data: { documentId } }]), 'pending', 0, 'infinity',
    ]);
    await client.query(INSERT_DOCUMENT, [
      documentId, at, at, orderId, user.id, `{${productIds.join(',')}}`, 'bill-of-supply', null, day, null, '{}', JSON.stringify(document),
    ]);
    await client.query(INSERT_ORDER, [
      orderId, at, at, user.id, cartId, null, null, null, null, null, null, null, 'cod', 'cod', null, null, null, null, null, SHOP_STATE.code, SHOP_STATE.code,
    ]);
    await client.query(
      itemsInsert(items.length),
      items.flatMap((item) => [
        item.id, at, at, orderId, item.productId, item.brandId, item.position, item.name, item.slug, item.imageUrl, item.basePaise,
        item.sizeLabel, item.variantId, item.sku, item.thickness, item.quantity, item.unitPaise, item.totalPaise, item.taxPaise, item.hsn, item.gstRate,
        'Not processed', null, null, item.variantId !== null, null,
      ]),
    );

    // The stock last but two: checked and taken in one statement, the products locked in id order, then the
    // lines' variants.
    const ids = [...new Set(lines.map((line) => line.product_id))].sort();
    const { rows: locked } = await client.query(takeStock(lines.length, ids.length), [
      ...lines.flatMap((line) => [line.product_id, line.variant_id, line.quantity, line.base_paise, line.unit_paise, line.gst_rate]),
      GST_RATE,
      ...ids,
      ids.length,
    ]);
    if (!locked[0]?.taken) throw new Refusal(400, 'A product in your cart is short of stock or changed its price.');

    // The day's sales: the brands', the products', the month's and the shop's, in one statement.
    const byBrand = new Map();
    const byProduct = new Map();
    for (const item of items) {
      const value = item.totalPaise + item.taxPaise;
      if (item.brandId) byBrand.set(item.brandId, { revenue: (byBrand.get(item.brandId)?.revenue ?? 0) + value, items: (byBrand.get(item.brandId)?.items ?? 0) + 1 });
      const seen = byProduct.get(item.productId);
      byProduct.set(item.productId, { item, revenue: (seen?.revenue ?? 0) + value, quantity: (seen?.quantity ?? 0) + item.quantity });
    }
    const brandIds = [...byBrand.keys()].sort();
    const productKeys = [...byProduct.keys()].sort();
    const monthDay = `${day.slice(0, 8)}01`;
    await client.query(rollUp(brandIds.length, productKeys.length), [
      ...brandIds.flatMap((id) => [id, day, byBrand.get(id).revenue, 1, byBrand.get(id).items, 0, 0, 0, 0]),
      ...[day, monthDay].flatMap((when) =>
        productKeys.flatMap((id) => {
          const { item, revenue, quantity } = byProduct.get(id);
          return [when, id, item.brandId, item.name, item.slug, revenue, quantity];
        }),
      ),
      day, total + tax, 1, items.length, 0, 0, 0, 0,
    ]);

    // The invoice's number last: the counter row stays locked until the commit.
    const { rows: numbered } = await client.query(NUMBER_INVOICE, [series, series, series, documentId]);
    const invoiceNumber = `${series}/${String(numbered[0].last).padStart(6, '0')}`;

    return {
      _id: orderId,
      cartId,
      created: at,
      total: rupees(total),
      totalTax: rupees(tax),
      totalWithTax: rupees(total + tax),
      status: 'Not processed',
      deliveryAddress: null,
      paymentMethod: 'cod',
      paymentStatus: 'cod',
      buyerGstin: null,
      invoiceNumber,
      products: items.map((item) => ({
        _id: item.id,
        status: 'Not processed',
        quantity: item.quantity,
        size: item.sizeLabel,
        variant: item.variantId,
        sku: item.sku,
        thickness: item.thickness,
        purchasePrice: rupees(item.unitPaise),
        totalPrice: rupees(item.totalPaise),
        totalTax: rupees(item.taxPaise),
        courier: null,
        trackingNumber: null,
        product: { _id: item.productId, name: item.name, slug: item.slug, price: rupees(item.basePaise), imageUrl: item.imageUrl, available: true },
      })),
    };
  }

  /** Answers `[status, body]` for the two routes, or undefined for any other. */
  return async function handle(method, path, headers, body) {
    if (method !== 'POST' || (path !== '/api/cart/add' && path !== '/api/order/add')) return undefined;
    try {
      const parsed = body ? JSON.parse(body) : {};
      return [201, path === '/api/cart/add' ? await addToCart(headers.authorization, parsed) : await placeOrder(headers.authorization, parsed)];
    } catch (error) {
      if (error instanceof Refusal) return [error.status, { error: error.message }];
      throw error;
    }
  };
}

