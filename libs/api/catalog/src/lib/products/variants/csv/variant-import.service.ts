import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Conflict, sqlArray } from '@nidra/api/core';
import {
  ProductMessage,
  VARIANT_CSV_COLUMNS,
  VARIANT_CSV_MAX_ROWS,
  VariantCsvMessage,
  type ProductImportResponse,
  type VariantCsvColumn,
} from '@nidra/shared/contracts';
import { keyBySku, readCsv, refuseBadRows, type CsvTable, type KeyedRow } from '../../csv/csv-table';
import { VariantsService } from '../variants.service';
import { planProducts, type VariantCreate, type VariantUpdate } from './variant-import-plan';
import { planVariantRow, type ImportedProduct, type KnownVariant, type RowContext } from './variant-import-row';

const VARIANT_TABLE: CsvTable<VariantCsvColumn> = {
  columns: VARIANT_CSV_COLUMNS,
  maxRows: VARIANT_CSV_MAX_ROWS,
  noRows: VariantCsvMessage.noRows,
  tooManyRows: VariantCsvMessage.tooManyRows,
};

/** The columns an import writes, as the variants table names them, with their types. */
const RECORD = `size_label varchar, thickness smallint, price_paise bigint, price_set boolean, quantity int, is_active boolean`;

/**
 * Creates and updates variants from a CSV file by sku, all or nothing: every row, then every product it
 * touches as a whole, is checked before anything is written. The products are locked in id order first, as
 * a reservation locks them, so no stock moves under the import. A fixed number of statements whatever the
 * rows: the products, their variants, at most one statement each to set aside the variants changing size,
 * update, insert and switch products to stock by size, and the products' figures.
 */
@Injectable()
export class VariantImportService {
  constructor(
    private readonly em: EntityManager,
    private readonly variants: VariantsService,
  ) {}

  async import(file: Buffer | undefined): Promise<ProductImportResponse> {
    const { header, rows: read } = readCsv(file, VARIANT_TABLE);
    const rows = keyBySku(read, ProductMessage.skuRequired);
    const sizeAndThickness = header.has('size') && header.has('thickness');
    try {
      return await this.em.transactional(async (em) => {
        const context = await this.read(em, rows, sizeAndThickness);
        const planned = rows.map((line) => ({
          row: line.row,
          plan: line.error === undefined ? planVariantRow(line.cells, context) : ({ kind: 'refused', error: line.error } as const),
        }));
        const { errors, writes } = planProducts(planned, context.variantsOf);
        refuseBadRows([...errors].sort(([a], [b]) => a - b).map(([row, messages]) => ({ row, error: messages.join(' ') })));
        await this.update(em, writes.updates);
        await this.insert(em, writes.creates);
        if (writes.switched.length > 0) {
          await em.execute('UPDATE products SET stock_by_size = true, updated = now() WHERE id = ANY(?::uuid[])', [sqlArray(writes.switched)]);
        }
        if (writes.touched.length > 0) await this.variants.keepFigures(em, writes.touched);
        return { created: writes.creates.length, updated: writes.updates.length };
      });
    } catch (error) {
      // Another request gave one of the new skus to a variant since they were looked up.
      if (String((error as Error).message).includes('product_variants_sku_unique')) throw new Conflict(ProductMessage.skuTaken);
      throw error;
    }
  }

  /** The products the file names, by a variant's sku or by productSku, locked in id order; then their variants. */
  private async read(em: EntityManager, rows: ReadonlyArray<KeyedRow<VariantCsvColumn>>, sizeAndThickness: boolean): Promise<RowContext & { variantsOf: Map<string, KnownVariant[]> }> {
    const cells = rows.flatMap((line) => (line.error === undefined ? [line.cells] : []));
    const context = { variants: new Map<string, KnownVariant>(), productsBySku: new Map<string, ImportedProduct>(), productsById: new Map<string, ImportedProduct>(), sizeAndThickness };
    const variantsOf = new Map<string, KnownVariant[]>();
    if (cells.length === 0) return { ...context, variantsOf };
    const products = await em.execute<Array<{ id: string; sku: string; price_paise: number; quantity: number; stock_by_size: boolean }>>(
      `SELECT p.id, p.sku, p.price_paise, p.quantity, p.stock_by_size FROM products p
        WHERE p.sku IN (SELECT json_array_elements_text(?::json))
           OR p.id IN (SELECT v.product_id FROM product_variants v WHERE v.sku IN (SELECT json_array_elements_text(?::json)))
        ORDER BY p.id FOR NO KEY UPDATE`,
      [JSON.stringify([...new Set(cells.flatMap((cell) => (cell.productSku ? [cell.productSku] : [])))]), JSON.stringify(cells.map((cell) => cell.sku))],
    );
    for (const row of products) {
      const product = { id: row.id, sku: row.sku, pricePaise: row.price_paise, quantity: row.quantity, stockBySize: row.stock_by_size };
      context.productsBySku.set(product.sku, product);
      context.productsById.set(product.id, product);
      variantsOf.set(product.id, []);
    }
    if (products.length === 0) return { ...context, variantsOf };
    // Read once the products are locked, so their stock is as it stands now.
    const variants = await em.execute<Array<KnownVariant & { product_id: string; size_label: string | null; price_paise: number; price_set: boolean; is_active: boolean }>>(
      `SELECT id, product_id, sku, size_label, thickness, price_paise::float8 AS price_paise, price_set, quantity, is_active
         FROM product_variants WHERE product_id = ANY(?::uuid[])`,
      [sqlArray(products.map((product) => product.id))],
    );
    for (const row of variants) {
      const variant: KnownVariant = {
        id: row.id,
        productId: row.product_id,
        sku: row.sku,
        size: row.size_label,
        thickness: row.thickness,
        pricePaise: row.price_paise,
        priceSet: row.price_set,
        quantity: row.quantity,
        isActive: row.is_active,
      };
      context.variants.set(variant.sku, variant);
      variantsOf.get(variant.productId)?.push(variant);
    }
    return { ...context, variantsOf };
  }

  /**
   * One statement for every changed variant (a field left as it was comes as null and stays); those taking
   * another size or thickness are first set aside on a place of their own, so two may trade places.
   */
  private async update(em: EntityManager, updates: readonly VariantUpdate[]): Promise<void> {
    if (updates.length === 0) return;
    const moving = updates.filter((update) => update.move).map((update) => update.id);
    if (moving.length > 0) {
      await em.execute('UPDATE product_variants SET size_label = id::text, thickness = NULL WHERE id = ANY(?::uuid[])', [sqlArray(moving)]);
    }
    await em.execute(
      `UPDATE product_variants v
          SET size_label = CASE WHEN r.move THEN r.size_label ELSE v.size_label END,
              thickness = CASE WHEN r.move THEN r.thickness ELSE v.thickness END,
              price_paise = coalesce(r.price_paise, v.price_paise), price_set = coalesce(r.price_set, v.price_set),
              quantity = coalesce(r.quantity, v.quantity), is_active = coalesce(r.is_active, v.is_active), updated = now()
         FROM json_to_recordset(?::json) AS r (id uuid, move boolean, ${RECORD})
        WHERE v.id = r.id`,
      [JSON.stringify(updates.map((update) => ({ ...recordOf(update), id: update.id, move: update.move })))],
    );
  }

  /** One statement for every new variant. */
  private async insert(em: EntityManager, creates: readonly VariantCreate[]): Promise<void> {
    if (creates.length === 0) return;
    await em.execute(
      `INSERT INTO product_variants (id, product_id, sku, size_label, thickness, price_paise, price_set, quantity, is_active)
       SELECT gen_random_uuid(), r.product_id, r.sku, r.size_label, r.thickness, r.price_paise, r.price_set, r.quantity, r.is_active
         FROM json_to_recordset(?::json) AS r (product_id uuid, sku varchar, ${RECORD})`,
      [JSON.stringify(creates.map((create) => ({ ...recordOf(create), product_id: create.productId, sku: create.sku })))],
    );
  }
}

/** A variant's fields by column name; those left out are null. */
function recordOf(fields: Partial<VariantCreate>): Record<string, unknown> {
  return {
    size_label: fields.size ?? null,
    thickness: fields.thickness ?? null,
    price_paise: fields.pricePaise ?? null,
    price_set: fields.priceSet ?? null,
    quantity: fields.quantity ?? null,
    is_active: fields.isActive ?? null,
  };
}
