import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { shopMigratingOptions, shopMigrations } from '../src/app/shop';
import { TABLE_OWNERSHIP } from '../src/app/table-ownership';
import { TokenService } from '@nidra/api/core';
import { findSize, priceLine, SIZE_LABELS, sizedPricePaise, type SizeOption } from '@nidra/shared/util';
import { databaseUrl, testDatabasePrefix, withServer } from '@nidra/api/testing';
import { startTestApp as startShop } from './support/shop-app';

/** The last migration of the shop before each context kept its own migrations and tables. */
const BEFORE = 'Migration20261123213600_products_fillfactor';
/** Migrations the split added at earlier times, for what the older database made otherwise. */
const ADDED_BY_THE_SPLIT = ['Migration20261122043708_mail_outbox', 'Migration20261123142844_users_merchant_index'];

describe('upgrading a database made before the contexts kept their own tables', () => {
  const name = `${testDatabasePrefix()}upgrade_${process.env['JEST_WORKER_ID'] ?? '1'}`;
  const url = databaseUrl(name);
  let db: Client;

  beforeAll(async () => {
    await withServer(async (client) => {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${name}"`);
    });
    db = new Client({ connectionString: url });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await withServer((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  });

  it('migrates with its data: cart lines get their price and product snapshot, money widens, reviews stay, no key crosses contexts', async () => {
    // The schema as it was: every migration up to then, and none of those the split added recorded.
    const MIGRATIONS = await shopMigrations();
    const old = MIGRATIONS.slice(0, MIGRATIONS.findIndex((migration) => migration.name === BEFORE) + 1).map((m) => m.name);
    const orm = await MikroORM.init(await shopMigratingOptions(url));
    try {
      await orm.getMigrator().up({ migrations: old });
    } finally {
      await orm.close(true);
    }
    await db.query('DELETE FROM mikro_orm_migrations WHERE name = ANY($1)', [ADDED_BY_THE_SPLIT]);

    // Data written the way the shop of then wrote it.
    const [user, product, cart, item, order, orderItem, review] = Array.from({ length: 7 }, () => randomUUID());
    await db.query(`INSERT INTO users (id, email, first_name, last_name) VALUES ($1, 'old@example.in', 'Old', 'Timer')`, [user]);
    await db.query(
      `INSERT INTO products (id, sku, name, slug, description, quantity, price_paise, image_urls)
       VALUES ($1, 'OLD-1', 'Old Ortho', 'old-ortho', 'Firm.', 10, 189900, '{/uploads/old.webp}')`,
      [product],
    );
    await db.query('INSERT INTO carts (id, user_id) VALUES ($1, $2)', [cart, user]);
    await db.query(
      `INSERT INTO cart_items (id, cart_id, product_id, size_label, quantity, unit_paise, total_paise, tax_paise, taxable)
       VALUES ($1, $2, $3, '6x3', 1, 3418200, 3418200, 615276, true)`,
      [item, cart, product],
    );
    await db.query('INSERT INTO orders (id, user_id, cart_id) VALUES ($1, $2, $3)', [order, user, cart]);
    await db.query(
      `INSERT INTO order_items (id, order_id, product_id, position, product_name, product_slug, base_paise, quantity, unit_paise, total_paise, tax_paise)
       VALUES ($1, $2, $3, 0, 'Old Ortho', 'old-ortho', 189900, 1, 3418200, 3418200, 615276)`,
      [orderItem, order, product],
    );
    await db.query(
      `INSERT INTO reviews (id, user_id, product_id, title, review, rating, is_recommended, status)
       VALUES ($1, $2, $3, 'Good', 'Sleeps well.', 5, true, 'Approved')`,
      [review, user, product],
    );

    const upgraded = await MikroORM.init(await shopMigratingOptions(url));
    try {
      const applied = await upgraded.getMigrator().up();
      expect(applied.map((migration) => migration.name)).toEqual(MIGRATIONS.map((m) => m.name).filter((m) => !old.includes(m) || ADDED_BY_THE_SPLIT.includes(m)));
      expect((await upgraded.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false })).trim()).toBe('');
    } finally {
      await upgraded.close(true);
    }

    const line = await db.query('SELECT base_paise, product_name, product_slug, product_image_url, pg_typeof(total_paise)::text AS money FROM cart_items WHERE id = $1', [item]);
    expect(line.rows).toEqual([{ base_paise: 189900, product_name: 'Old Ortho', product_slug: 'old-ortho', product_image_url: '/uploads/old.webp', money: 'bigint' }]);
    const bought = await db.query('SELECT total_paise::text AS total FROM order_items WHERE id = $1', [orderItem]);
    expect(bought.rows).toEqual([{ total: '3418200' }]);
    expect((await db.query('SELECT count(*)::int AS n FROM reviews')).rows).toEqual([{ n: 1 }]);
    // The Overview's daily roll-up starts with the orders there were: the old order, paid on delivery, today.
    const days = await db.query(
      `SELECT day = (now() AT TIME ZONE 'Asia/Kolkata')::date AS today, revenue_paise::text AS revenue, orders, items_not_processed FROM sales_days`,
    );
    expect(days.rows).toEqual([{ today: true, revenue: String(3418200 + 615276), orders: 1, items_not_processed: 1 }]);
    expect((await db.query('SELECT product_id, quantity FROM product_sales_days')).rows).toEqual([{ product_id: product, quantity: 1 }]);
    expect((await db.query('SELECT product_id, quantity FROM product_sales_months')).rows).toEqual([{ product_id: product, quantity: 1 }]);
    const keys = await db.query<{ tab: string; ref: string }>(
      `SELECT t.relname AS tab, r.relname AS ref FROM pg_constraint c
         JOIN pg_class t ON t.oid = c.conrelid JOIN pg_class r ON r.oid = c.confrelid WHERE c.contype = 'f'`,
    );
    const owner = (table: string) => Object.entries(TABLE_OWNERSHIP).find(([, tables]) => (tables as readonly string[]).includes(table))?.[0];
    const crossing = { rows: keys.rows.filter((key) => owner(key.tab) !== owner(key.ref)) };
    expect(crossing.rows).toEqual([]);
  });
});

describe('upgrading to order lines that record whether they hold stock', () => {
  const name = `${testDatabasePrefix()}upgrade_held_${process.env['JEST_WORKER_ID'] ?? '1'}`;
  const url = databaseUrl(name);
  const HELD = 'Migration20261202010000_order_item_stock_held';

  beforeAll(() =>
    withServer(async (client) => {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${name}"`);
    }),
  );
  afterAll(() => withServer((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)));

  it('marks the lines that gave their units back already: cancelled, unpaid in time, or returned', async () => {
    const MIGRATIONS = await shopMigrations();
    const before = MIGRATIONS.filter((migration) => migration.name !== HELD).map((migration) => migration.name);
    const orm = await MikroORM.init(await shopMigratingOptions(url));
    try {
      await orm.getMigrator().up({ migrations: before });
    } finally {
      await orm.close(true);
    }
    const db = new Client({ connectionString: url });
    await db.connect();
    try {
      const user = randomUUID();
      await db.query(`INSERT INTO users (id, email, first_name, last_name) VALUES ($1, 'held@example.in', 'Held', 'Stock')`, [user]);
      const lines: Record<string, string> = {};
      const order = async (paymentStatus: string, items: Array<[string, string]>) => {
        const [id, cart] = [randomUUID(), randomUUID()];
        await db.query('INSERT INTO carts (id, user_id) VALUES ($1, $2)', [cart, user]);
        await db.query('INSERT INTO orders (id, user_id, cart_id, payment_method, payment_status) VALUES ($1, $2, $3, $4, $5)', [
          id, user, cart, paymentStatus === 'cod' ? 'cod' : 'razorpay', paymentStatus,
        ]);
        for (const [position, [label, status]] of items.entries()) {
          lines[label] = randomUUID();
          await db.query(
            `INSERT INTO order_items (id, order_id, product_id, position, product_name, product_slug, base_paise, quantity, unit_paise, total_paise, tax_paise, status)
             VALUES ($1, $2, NULL, $3, 'Cloud Pillow', 'cloud-pillow', 100000, 1, 100000, 100000, 0, $4)`,
            [lines[label], id, position, status],
          );
        }
        return id;
      };
      await order('cod', [['placed', 'Processing'], ['cancelled', 'Cancelled']]);
      await order('paid', [['paid', 'Shipped']]);
      await order('pending', [['waiting', 'Not processed']]);
      await order('expired', [['expired', 'Not processed']]);
      const delivered = await order('cod', [['returned', 'Delivered'], ['received', 'Delivered'], ['rejected', 'Delivered']]);
      for (const [label, status] of [['returned', 'Refunded'], ['received', 'Received'], ['rejected', 'Rejected']]) {
        await db.query(`INSERT INTO returns (id, order_id, item_id, user_id, reason, status, amount_paise) VALUES ($1, $2, $3, $4, 'too-firm', $5, 100000)`, [
          randomUUID(), delivered, lines[label], user, status,
        ]);
      }

      const upgraded = await MikroORM.init(await shopMigratingOptions(url));
      try {
        expect((await upgraded.getMigrator().up()).map((migration) => migration.name)).toEqual([HELD]);
      } finally {
        await upgraded.close(true);
      }
      const held = await db.query<{ id: string; stock_held: boolean }>('SELECT id, stock_held FROM order_items');
      const byLabel = Object.fromEntries(Object.entries(lines).map(([label, id]) => [label, held.rows.find((row) => row.id === id)?.stock_held]));
      expect(byLabel).toEqual({
        placed: true, cancelled: false, paid: true, waiting: true, expired: false, returned: false, received: false, rejected: true,
      });
    } finally {
      await db.end();
    }
  });
});

describe('upgrading orders, invoices, credit notes and returns to the order lifecycle and invoicing’s own tables', () => {
  const name = `${testDatabasePrefix()}upgrade_lifecycle_${process.env['JEST_WORKER_ID'] ?? '1'}`;
  const url = databaseUrl(name);
  /** The migrations that came with the lifecycle and the invoicing context. */
  const SINCE = ['Migration20261202010000_order_item_stock_held', 'Migration20261202020000_invoicing_own_tables', 'Migration20261202020100_orders_invoice_number_to_invoicing'];

  beforeAll(() =>
    withServer(async (client) => {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${name}"`);
    }),
  );
  afterAll(() => withServer((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)));

  it('reads back every order, invoice, credit note and return as the shop wrote them', async () => {
    const MIGRATIONS = await shopMigrations();
    const orm = await MikroORM.init(await shopMigratingOptions(url));
    try {
      await orm.getMigrator().up({ migrations: MIGRATIONS.map((migration) => migration.name).filter((migration) => !SINCE.includes(migration)) });
    } finally {
      await orm.close(true);
    }

    // An order paid on delivery as the shop wrote it before: invoiced, one line delivered and returned for a
    // refund, the other cancelled with a credit note.
    const [user, cart, order, kept, cancelled, invoiceId, noteId, returned] = Array.from({ length: 8 }, () => randomUUID());
    const seller = { name: 'Nidra', gstin: null, address: '', state: 'Karnataka', stateCode: '29' };
    const buyer = { name: 'Asha Rao', gstin: null, address: '12, 4th Cross, Jayanagar, Bengaluru, Karnataka 560041' };
    const line = (description: string) => ({ description, hsn: '9404', quantity: 1, unitPrice: 1000, taxableValue: 1000, rate: 18, cgst: 90, sgst: 90, igst: 0, total: 1180 });
    const totals = (n: number) => ({ taxableValue: 1000 * n, cgst: 90 * n, sgst: 90 * n, igst: 0, tax: 180 * n, total: 1180 * n });
    const invoice = {
      type: 'tax-invoice', number: 'NID/26-27/000007', date: '2026-11-30', orderId: order, seller, buyer,
      placeOfSupply: { state: 'Karnataka', stateCode: '29' }, reverseCharge: false,
      lines: [line('Cloud Pillow'), line('Memory Foam Pillow')], totals: totals(2), amountInWords: 'Indian Rupee Two Thousand Three Hundred Sixty Only',
    };
    const note = { ...invoice, type: 'credit-note', number: 'NCN/26-27/000002', date: '2026-12-01', lines: [line('Memory Foam Pillow')], totals: totals(1), amountInWords: 'Indian Rupee One Thousand One Hundred Eighty Only', reason: 'cancelled' };
    const db = new Client({ connectionString: url });
    await db.connect();
    try {
      await db.query(`INSERT INTO users (id, email, first_name, last_name) VALUES ($1, 'lifecycle@example.in', 'Asha', 'Rao')`, [user]);
      await db.query('INSERT INTO carts (id, user_id) VALUES ($1, $2)', [cart, user]);
      await db.query(
        `INSERT INTO orders (id, user_id, cart_id, payment_method, payment_status, seller_state_code, supply_state_code, invoice_number,
                             delivery_name, delivery_mobile, delivery_address, delivery_city, delivery_state, delivery_state_code, delivery_pincode)
         VALUES ($1, $2, $3, 'cod', 'cod', '29', '29', 'NID/26-27/000007', 'Asha Rao', '9876543210', '12, 4th Cross, Jayanagar', 'Bengaluru', 'Karnataka', '29', '560041')`,
        [order, user, cart],
      );
      for (const [id, position, productName, status] of [[kept, 0, 'Cloud Pillow', 'Delivered'], [cancelled, 1, 'Memory Foam Pillow', 'Cancelled']] as const) {
        await db.query(
          `INSERT INTO order_items (id, order_id, product_id, position, product_name, product_slug, base_paise, quantity, unit_paise, total_paise, tax_paise, gst_rate, status, delivered_at)
           VALUES ($1, $2, NULL, $3, $4, 'pillow', 100000, 1, 100000, 100000, 18000, 18, $5, CASE WHEN $5 = 'Delivered' THEN now() END)`,
          [id, order, position, productName, status],
        );
      }
      await db.query(`INSERT INTO tax_documents (id, order_id, type, number, issued_on, document) VALUES ($1, $2, 'tax-invoice', $3, '2026-11-30', $4)`, [invoiceId, order, invoice.number, invoice]);
      await db.query(
        `INSERT INTO tax_documents (id, order_id, type, number, issued_on, refers_to, item_ids, document) VALUES ($1, $2, 'credit-note', $3, '2026-12-01', $4, $5, $6)`,
        [noteId, order, note.number, invoiceId, [cancelled], note],
      );
      await db.query(`INSERT INTO document_counters (series, last) VALUES ('NID/26-27', 7), ('NCN/26-27', 2)`);
      await db.query(
        `INSERT INTO returns (id, order_id, item_id, user_id, reason, status, amount_paise, bank_account_name, bank_account_number, bank_ifsc, received_at, refunded_at)
         VALUES ($1, $2, $3, $4, 'too-firm', 'Refunded', 118000, 'Asha Rao', '001234567890', 'SBIN0001234', now(), now())`,
        [returned, order, kept, user],
      );
    } finally {
      await db.end();
    }

    const upgraded = await MikroORM.init(await shopMigratingOptions(url));
    try {
      expect((await upgraded.getMigrator().up()).map((migration) => migration.name)).toEqual(SINCE);
      expect((await upgraded.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false })).trim()).toBe('');
    } finally {
      await upgraded.close(true);
    }

    const t = await startShop({ keepData: true, configure: (config) => (config.databaseUrl = url) });
    try {
      const token = await t.app.get(TokenService).issue(user, 0);
      const read = (path: string) => t.http().get(path).set('authorization', token).expect(200);
      const { body: one } = await read(`/api/order/${order}`);
      expect(one.order).toEqual(expect.objectContaining({ _id: order, invoiceNumber: 'NID/26-27/000007', paymentStatus: 'cod', status: 'Delivered', total: 1000, totalTax: 180 }));
      expect(one.order.products.map((item: { status: string }) => item.status)).toEqual(['Delivered', 'Cancelled']);
      expect((await read('/api/order')).body.orders.map((listed: { invoiceNumber: string }) => listed.invoiceNumber)).toEqual(['NID/26-27/000007']);
      expect((await read(`/api/order/${order}/invoice`)).body).toEqual(invoice);
      expect((await read(`/api/order/${order}/credit-notes`)).body.creditNotes).toEqual([{ ...note, _id: noteId, refersTo: invoice.number, refersToDate: invoice.date }]);
      expect((await read('/api/return/me')).body.returns).toEqual([expect.objectContaining({ _id: returned, itemId: kept, status: 'Refunded', amount: 1180 })]);
      // The returned line's units are back for good; the cancelled one's never come back twice.
      const [{ stock_held: keptHeld }, { stock_held: cancelledHeld }] = (
        await t.orm.em.fork().execute<Array<{ stock_held: boolean }>>('SELECT stock_held FROM order_items WHERE order_id = ? ORDER BY position', [order])
      );
      expect([keptHeld, cancelledHeld]).toEqual([false, false]);
    } finally {
      await t.close();
    }
  });
});

describe('upgrading products, bags and orders to variants', () => {
  const name = `${testDatabasePrefix()}upgrade_variants_${process.env['JEST_WORKER_ID'] ?? '1'}`;
  const url = databaseUrl(name);
  const VARIANTS = ['Migration20261202100000_product_variants', 'Migration20261202100100_line_variants'];

  beforeAll(() =>
    withServer(async (client) => {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${name}"`);
    }),
  );
  afterAll(() => withServer((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)));

  it('sells every product in the sizes it was sold in, each at the price a bag charged for it, with stock in one pool', async () => {
    // The shop as it stood before variants; the upgrade runs them and everything since.
    const names = (await shopMigrations()).map((m) => m.name);
    const before = names.filter((migration) => migration < VARIANTS[0]);
    const orm = await MikroORM.init(await shopMigratingOptions(url));
    try {
      await orm.getMigrator().up({ migrations: before });
    } finally {
      await orm.close(true);
    }
    const db = new Client({ connectionString: url });
    await db.connect();
    try {
      const product = async (sku: string, productName: string, pricePaise: number, quantity: number) => {
        const id = randomUUID();
        await db.query(
          `INSERT INTO products (id, sku, name, slug, description, quantity, price_paise) VALUES ($1, $2, $3, $4, 'Firm.', $5, $6)`,
          [id, sku, productName, sku.toLowerCase(), quantity, pricePaise],
        );
        return id;
      };
      const ortho = await product('ORTHO-8', 'Ortho Rest 8 inch', 105_000, 12);
      const protector = await product('PROT-1', 'Waterproof Mattress Protector', 99_900, 30);
      const odd = await product('ODD-1', 'Odd Price Mattress', 1_234_567, 3);
      const pillow = await product('PIL-1', 'Cloud Pillow', 119_900, 50);
      const user = randomUUID();
      await db.query(`INSERT INTO users (id, email, first_name, last_name) VALUES ($1, 'sizes@example.in', 'Old', 'Bag')`, [user]);
      const [cart, line] = [randomUUID(), randomUUID()];
      await db.query('INSERT INTO carts (id, user_id) VALUES ($1, $2)', [cart, user]);
      await db.query(
        `INSERT INTO cart_items (id, cart_id, product_id, product_name, product_slug, size_label, quantity, base_paise, unit_paise, total_paise, tax_paise, taxable)
         VALUES ($1, $2, $3, 'Ortho Rest 8 inch', 'ortho-8', '5x6.5', 1, 105000, $4, $4, 0, true)`,
        [line, cart, ortho, sizedPricePaise(105_000, findSize('5x6.5') as SizeOption)],
      );

      const upgraded = await MikroORM.init(await shopMigratingOptions(url));
      try {
        const ran = (await upgraded.getMigrator().up()).map((migration) => migration.name);
        expect([ran.slice(0, VARIANTS.length), ran.length]).toEqual([VARIANTS, names.length - before.length]);
      } finally {
        await upgraded.close(true);
      }

      const variants = await db.query<{ product_id: string; size_label: string | null; thickness: number | null; sku: string; price_paise: number | string; quantity: number | null; is_active: boolean }>(
        'SELECT product_id, size_label, thickness, sku, price_paise, quantity, is_active FROM product_variants',
      );
      const of = (id: string) => variants.rows.filter((row) => row.product_id === id);
      // Every size of every sized product, priced exactly as the bag priced it.
      for (const [id, base, sku] of [[ortho, 105_000, 'ORTHO-8'], [protector, 99_900, 'PROT-1'], [odd, 1_234_567, 'ODD-1']] as const) {
        const rows = of(id);
        expect(rows.map((row) => row.size_label).sort()).toEqual([...SIZE_LABELS].sort());
        for (const row of rows) {
          const charged = priceLine({ productName: 'Mattress', basePaise: base, taxable: true, quantity: 1, size: row.size_label as string }, 18);
          expect([row.size_label, Number(row.price_paise)]).toEqual([row.size_label, charged.ok && charged.unitPaise]);
          expect(row.sku).toBe(`${sku}-${row.size_label}${row.thickness === null ? '' : `-${row.thickness}`}`);
        }
      }
      // The thickness its base price stood for; none where it stood for none.
      expect(new Set(of(ortho).map((row) => row.thickness))).toEqual(new Set([8]));
      expect(new Set(of(protector).map((row) => row.thickness))).toEqual(new Set([null]));
      // A pillow is one unsized variant at its base price.
      expect(of(pillow).map((row) => [row.size_label, row.thickness, row.sku, Number(row.price_paise)])).toEqual([[null, null, 'PIL-1', 119_900]]);
      // Stock stays the product's pool: the variants count none of their own.
      expect(variants.rows.every((row) => row.quantity === null && row.is_active)).toBe(true);

      const products = await db.query<{ id: string; quantity: number; stock_by_size: boolean; from_price_paise: number | string }>(
        'SELECT id, quantity, stock_by_size, from_price_paise FROM products',
      );
      const figures = Object.fromEntries(products.rows.map((row) => [row.id, [row.quantity, row.stock_by_size, Number(row.from_price_paise)]]));
      expect(figures).toEqual({
        [ortho]: [12, false, 105_000 * 15],
        [protector]: [30, false, 99_900 * 15],
        [odd]: [3, false, sizedPricePaise(1_234_567, findSize('6x2.5') as SizeOption)],
        [pillow]: [50, false, 119_900],
      });
      // A bag line from before keeps what it was priced at, and no variant until it is placed.
      const kept = await db.query('SELECT unit_paise::float8 AS unit_paise, size_label, variant_id, sku, thickness FROM cart_items WHERE id = $1', [line]);
      expect(kept.rows).toEqual([{ unit_paise: sizedPricePaise(105_000, findSize('5x6.5') as SizeOption), size_label: '5x6.5', variant_id: null, sku: null, thickness: null }]);
    } finally {
      await db.end();
    }
  });
});
