import { plainToInstance } from 'class-transformer';
import { DEFAULT_HSN, ProductCsvMessage, RETIRED_GST_RATES } from '@nidra/shared/contracts';
import { toPaise } from '@nidra/shared/util';
import { AddProductDto } from '../dto/product.dto';
import { CSV_FLAG, formProblems } from './csv-table';
import type { ProductCells } from './product-csv-file';

/** A product as the import compares and writes it. */
export interface ImportedFields {
  name: string;
  description: string;
  pricePaise: number;
  quantity: number;
  taxable: boolean;
  hsn: string;
  gstRate: number | null;
  isActive: boolean;
  brandId: string | null;
}

/** A product the file names by its sku, as it is now. */
export interface KnownProduct extends ImportedFields {
  id: string;
}

/** What one row asks for: a new product, changes to a known one (none if it matches), or why it cannot be. */
export type RowPlan =
  | { kind: 'create'; sku: string; fields: ImportedFields }
  | { kind: 'update'; id: string; changes: Partial<ImportedFields> }
  | { kind: 'refused'; error: string };

const FLAG_COLUMNS = { taxable: 'Taxable', isActive: 'Active' } as const;

/**
 * Checks one row by the rules of the product forms (the same DTO, so the same messages): a new sku needs
 * a name, description, price and quantity; a known sku takes each filled cell over the product's value.
 * `brands` maps the brand slugs the file names to their ids.
 */
export function planRow(cells: ProductCells & { sku: string }, known: KnownProduct | undefined, brands: ReadonlyMap<string, string>): RowPlan {
  const problems: string[] = [];
  const { brand, ...given } = cells;
  for (const [column, label] of Object.entries(FLAG_COLUMNS) as Array<[keyof typeof FLAG_COLUMNS, string]>) {
    const value = given[column];
    if (value !== undefined && !CSV_FLAG.test(value)) {
      problems.push(ProductCsvMessage.flag(label));
      delete given[column];
    }
  }
  let brandId = known?.brandId ?? null;
  if (brand !== undefined) {
    const found = brands.get(brand.toLowerCase());
    if (found) brandId = found;
    else problems.push(ProductCsvMessage.brandUnknown(brand));
  }

  // A known product's own values stand where the row leaves a cell empty; a new one's defaults as the form's.
  // A rate of the retired slabs stays on a product that has it while the row leaves it as it is (the
  // export writes it): only a change of rate is checked against the slabs in force.
  const keepsRetiredRate =
    known?.gstRate != null &&
    (RETIRED_GST_RATES as readonly number[]).includes(known.gstRate) &&
    (given.gstRate === undefined || Number(given.gstRate) === known.gstRate);
  const base = known ? { ...known, price: known.pricePaise / 100, ...(keepsRetiredRate && { gstRate: null }) } : { taxable: '1', isActive: '1', hsn: DEFAULT_HSN };
  const dto = plainToInstance(AddProductDto, { ...base, ...given, ...(keepsRetiredRate && { gstRate: undefined }) });
  problems.push(...formProblems(dto));
  if (problems.length > 0) return { kind: 'refused', error: problems.join(' ') };

  const fields: ImportedFields = {
    name: dto.name,
    description: dto.description,
    pricePaise: toPaise(dto.price),
    quantity: dto.quantity,
    taxable: dto.taxable,
    hsn: dto.hsn ?? DEFAULT_HSN,
    gstRate: keepsRetiredRate ? (known?.gstRate ?? null) : (dto.gstRate ?? null),
    isActive: dto.isActive ?? true,
    brandId,
  };
  if (!known) return { kind: 'create', sku: dto.sku, fields };
  const changes: Partial<ImportedFields> = {};
  for (const key of Object.keys(fields) as Array<keyof ImportedFields>) {
    if (fields[key] !== known[key]) Object.assign(changes, { [key]: fields[key] });
  }
  return { kind: 'update', id: known.id, changes };
}
