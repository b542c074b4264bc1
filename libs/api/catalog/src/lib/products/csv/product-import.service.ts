import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Conflict } from '@nidra/api/core';
import { ProductMessage, type ProductImportResponse, type ProductImportRowError } from '@nidra/shared/contracts';
import { uniqueSlugs } from '../../unique-slug';
import { Product } from '../product.entity';
import { VariantsService } from '../variants/variants.service';
import { keyBySku, refuseBadRows } from './csv-table';
import { planRow, type ImportedFields, type KnownProduct, type RowPlan } from './import-row';
import { readProductCsv, type ProductCsvColumns } from './product-csv-file';

type KnownRow = ProductCsvColumns & { id: string; brand_id: string | null };

/** The columns an import writes, as the product table names them. */
const COLUMNS: Record<keyof ImportedFields, [column: string, type: string]> = {
  name: ['name', 'text'],
  description: ['description', 'text'],
  pricePaise: ['price_paise', 'int'],
  quantity: ['quantity', 'int'],
  taxable: ['taxable', 'boolean'],
  hsn: ['hsn', 'text'],
  gstRate: ['gst_rate', 'smallint'],
  isActive: ['is_active', 'boolean'],
  brandId: ['brand_id', 'uuid'],
};
const FIELDS = Object.keys(COLUMNS) as Array<keyof ImportedFields>;

/**
 * Creates and updates products from a CSV file by sku, all or nothing: every row is checked first and any
 * bad one refuses the file with the list of them. A fixed number of statements whatever the rows: the
 * products and brands the file names, the new slugs, one insert and one update (whose triggers raise the
 * catalogue version, so the shop's lists show the change on their next request).
 */
@Injectable()
export class ProductImportService {
  constructor(
    private readonly em: EntityManager,
    private readonly variants: VariantsService,
  ) {}

  async import(file: Buffer | undefined): Promise<ProductImportResponse> {
    const rows = readProductCsv(file);
    try {
      return await this.em.transactional(async (em) => {
        const plans = await this.plan(em, rows);
        const refused: ProductImportRowError[] = plans.flatMap(({ row, plan }) => (plan.kind === 'refused' ? [{ row, error: plan.error }] : []));
        refuseBadRows(refused);
        const creates = plans.flatMap(({ plan }) => (plan.kind === 'create' ? [plan] : []));
        const updates = plans.flatMap(({ plan }) => (plan.kind === 'update' && Object.keys(plan.changes).length > 0 ? [plan] : []));
        const created = await this.insert(em, creates);
        await this.update(em, updates);
        // New products get their variants; those priced by the size rule follow a changed base price.
        await this.variants.sync(em, [...created, ...updates.map((update) => update.id)]);
        return { created: creates.length, updated: updates.length };
      });
    } catch (error) {
      // Another request took one of the new skus since they were looked up.
      if (String((error as Error).message).includes('products_sku_unique')) throw new Conflict(ProductMessage.skuTaken);
      throw error;
    }
  }

  /** Each row's plan; the products (locked until the import ends) and brands it names are read once for all. */
  private async plan(em: EntityManager, rows: ReturnType<typeof readProductCsv>): Promise<Array<{ row: number; plan: RowPlan }>> {
    const keyed = keyBySku(rows, ProductMessage.skuRequired);
    const withSku = keyed.flatMap((row) => (row.error === undefined ? [row] : []));
    const skus = [...new Set(withSku.map((row) => row.cells.sku))];
    const slugs = [...new Set(withSku.flatMap((row) => (row.cells.brand ? [row.cells.brand.toLowerCase()] : [])))];
    const known = new Map<string, KnownProduct>();
    if (skus.length > 0) {
      const found = await em.execute<KnownRow[]>(
        `SELECT id, sku, name, description, price_paise, quantity, taxable, hsn, gst_rate, is_active, brand_id
           FROM products WHERE sku IN (SELECT json_array_elements_text(?::json)) FOR UPDATE`,
        [JSON.stringify(skus)],
      );
      for (const row of found) known.set(row.sku, toKnown(row));
    }
    const brands = new Map<string, string>();
    if (slugs.length > 0) {
      // Held until the import ends, so a brand it sets cannot go meanwhile.
      const found = await em.execute<Array<{ id: string; slug: string }>>(
        'SELECT id, slug FROM brands WHERE slug IN (SELECT json_array_elements_text(?::json)) FOR SHARE',
        [JSON.stringify(slugs)],
      );
      for (const brand of found) brands.set(brand.slug, brand.id);
    }

    return keyed.map((line) =>
      line.error !== undefined
        ? { row: line.row, plan: { kind: 'refused', error: line.error } }
        : { row: line.row, plan: planRow(line.cells, known.get(line.cells.sku), brands) },
    );
  }

  /** Adds the new products; answers their ids. */
  private async insert(em: EntityManager, creates: Array<Extract<RowPlan, { kind: 'create' }>>): Promise<string[]> {
    if (creates.length === 0) return [];
    const slugs = await uniqueSlugs(em, Product, creates.map((create) => create.fields.name), 'product');
    const records = creates.map((create, at) => ({ sku: create.sku, slug: slugs[at], ...recordOf(create.fields) }));
    const columns = ['sku', 'slug', ...FIELDS.map((field) => COLUMNS[field][0])];
    const inserted = await em.execute<Array<{ id: string }>>(
      `INSERT INTO products (id, ${columns.join(', ')})
       SELECT gen_random_uuid(), ${columns.join(', ')}
         FROM json_to_recordset(?::json) AS r (sku text, slug text, ${FIELDS.map((field) => COLUMNS[field].join(' ')).join(', ')})
       RETURNING id`,
      [JSON.stringify(records)],
    );
    return inserted.map((row) => row.id);
  }

  /** One statement for every changed product: a field a row leaves as it was comes as null and stays. */
  private async update(em: EntityManager, updates: Array<Extract<RowPlan, { kind: 'update' }>>): Promise<void> {
    if (updates.length === 0) return;
    const records = updates.map((update) => ({ id: update.id, ...recordOf(update.changes) }));
    await em.execute(
      `UPDATE products p
          SET ${FIELDS.map((field) => `${COLUMNS[field][0]} = COALESCE(r.${COLUMNS[field][0]}, p.${COLUMNS[field][0]})`).join(', ')},
              updated = now()
         FROM json_to_recordset(?::json) AS r (id uuid, ${FIELDS.map((field) => COLUMNS[field].join(' ')).join(', ')})
        WHERE p.id = r.id`,
      [JSON.stringify(records)],
    );
  }
}

function toKnown(row: KnownRow): KnownProduct {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    pricePaise: row.price_paise,
    quantity: row.quantity,
    taxable: row.taxable,
    hsn: row.hsn,
    gstRate: row.gst_rate,
    isActive: row.is_active,
    brandId: row.brand_id,
  };
}

/** Fields by column name; those left out are null. */
function recordOf(fields: Partial<ImportedFields>): Record<string, unknown> {
  return Object.fromEntries(FIELDS.map((field) => [COLUMNS[field][0], fields[field] ?? null]));
}
