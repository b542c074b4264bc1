import { plainToInstance } from 'class-transformer';
import { formNumber } from '@nidra/api/core';
import { ProductCsvMessage, VariantCsvMessage, type VariantCsvColumn } from '@nidra/shared/contracts';
import { toPaise } from '@nidra/shared/util';
import { CSV_FLAG, formProblems } from '../../csv/csv-table';
import { rulePricePaise } from '../variant-defaults';
import { VariantFieldsDto } from '../variants.dto';

/** A product the file names, as it is now (locked until the import ends). */
export interface ImportedProduct {
  id: string;
  sku: string;
  pricePaise: number;
  /** The pool its variants share, or the sum of their own once it keeps stock by size. */
  quantity: number;
  stockBySize: boolean;
}

/** A variant as the import compares and writes it. */
export interface VariantState {
  size: string | null;
  thickness: number | null;
  pricePaise: number;
  priceSet: boolean;
  /** Null while its product's variants share the pool. */
  quantity: number | null;
  isActive: boolean;
}

/** A variant of a product the file names, as it is now. */
export interface KnownVariant extends VariantState {
  id: string;
  productId: string;
  sku: string;
}

/** What one row asks for, before the rules of its product as a whole are checked. */
export type VariantRowPlan =
  | { kind: 'create'; product: ImportedProduct; sku: string; fields: Omit<VariantState, 'quantity'>; quantity: number | undefined }
  | { kind: 'update'; product: ImportedProduct; variant: KnownVariant; changes: Partial<Omit<VariantState, 'quantity'>>; quantity: number | undefined }
  | { kind: 'refused'; error: string };

export type VariantCells = Partial<Record<VariantCsvColumn, string>> & { sku: string };

/** What a row is read against: the variants and products it may name, and whether the header has size and thickness. */
export interface RowContext {
  variants: ReadonlyMap<string, KnownVariant>;
  productsBySku: ReadonlyMap<string, ImportedProduct>;
  productsById: ReadonlyMap<string, ImportedProduct>;
  sizeAndThickness: boolean;
}

/**
 * Checks one row by the rules of the variants form (the same DTO, so the same messages): a new sku needs
 * an existing product's sku, a size and a thickness (an empty cell: none) and takes the size rule's price
 * unless one is given; a known sku takes each filled cell over the variant's value. The quantity is only
 * carried here: what it means depends on the product's other rows.
 */
export function planVariantRow(cells: VariantCells, context: RowContext): VariantRowPlan {
  const problems: string[] = [];
  const known = context.variants.get(cells.sku);
  let product: ImportedProduct | undefined;
  if (known) {
    product = context.productsById.get(known.productId);
    if (product && cells.productSku !== undefined && cells.productSku !== product.sku) {
      problems.push(VariantCsvMessage.otherProduct(cells.sku, product.sku));
    }
  } else if (cells.productSku === undefined) {
    problems.push(VariantCsvMessage.productSkuRequired);
  } else {
    product = context.productsBySku.get(cells.productSku);
    if (!product) problems.push(VariantCsvMessage.productUnknown(cells.productSku));
  }
  if (!known && !context.sizeAndThickness) problems.push(VariantCsvMessage.columnsRequired);
  let isActive = known?.isActive ?? true;
  if (cells.isActive !== undefined) {
    if (CSV_FLAG.test(cells.isActive)) isActive = cells.isActive === '1';
    else problems.push(ProductCsvMessage.flag('Active'));
  }

  // A known variant's own size and thickness stand where the row leaves a cell empty; a new one's are none.
  const dto = plainToInstance(VariantFieldsDto, {
    sku: cells.sku,
    size: cells.size ?? known?.size ?? null,
    thickness: cells.thickness === undefined ? (known?.thickness ?? null) : formNumber(cells.thickness),
    price: formNumber(cells.price),
    quantity: formNumber(cells.quantity),
  });
  problems.push(...formProblems(dto));
  if (problems.length > 0 || !product) return { kind: 'refused', error: problems.join(' ') };

  const pricePaise = dto.price === undefined ? null : toPaise(dto.price);
  if (!known) {
    return {
      kind: 'create',
      product,
      sku: dto.sku ?? cells.sku,
      fields: {
        size: dto.size,
        thickness: dto.thickness,
        pricePaise: pricePaise ?? rulePricePaise(product.pricePaise, dto.size),
        priceSet: pricePaise !== null,
        isActive,
      },
      quantity: dto.quantity,
    };
  }
  const changes: Partial<Omit<VariantState, 'quantity'>> = {};
  if (dto.size !== known.size || dto.thickness !== known.thickness) Object.assign(changes, { size: dto.size, thickness: dto.thickness });
  // A price as it is stays as it is, so a variant following the rule keeps following it.
  if (pricePaise !== null && pricePaise !== known.pricePaise) Object.assign(changes, { pricePaise, priceSet: true });
  if (isActive !== known.isActive) changes.isActive = isActive;
  return { kind: 'update', product, variant: known, changes, quantity: dto.quantity };
}
