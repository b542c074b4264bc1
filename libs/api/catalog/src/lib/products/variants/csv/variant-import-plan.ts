import { VariantCsvMessage } from '@nidra/shared/contracts';
import { variantLabel } from '@nidra/shared/util';
import type { KnownVariant, VariantRowPlan, VariantState } from './variant-import-row';

/** A new variant to write. */
export interface VariantCreate extends VariantState {
  productId: string;
  sku: string;
}

/** Changes to a known variant: what is absent stays; `move` when its size and thickness change. */
export interface VariantUpdate extends Partial<VariantState> {
  id: string;
  move: boolean;
}

/** What the file does, once every row and every product it touches passed. */
export interface VariantImportWrites {
  creates: VariantCreate[];
  updates: VariantUpdate[];
  /** Products that start keeping stock by size. */
  switched: string[];
  /** Every product whose variants change, for its price and stock figures. */
  touched: string[];
}

type Planned = { row: number; plan: VariantRowPlan };
type Accepted = { row: number; plan: Exclude<VariantRowPlan, { kind: 'refused' }> };
type UpdateLine = { row: number; plan: Extract<VariantRowPlan, { kind: 'update' }> };

/**
 * The rules of each product as a whole, over what its variants would be after the file: no (size,
 * thickness) twice, sized or unsized, at least one active, and stock. A pooled product's quantity cells
 * that all repeat its pool (as its export wrote them) change nothing; any other quantity switches it to
 * stock by size, and then every active variant needs a quantity of its own. A broken rule refuses the
 * product's row that breaks it (its first row for a rule of the whole).
 */
export function planProducts(rows: readonly Planned[], variantsOf: ReadonlyMap<string, readonly KnownVariant[]>): { errors: Map<number, string[]>; writes: VariantImportWrites } {
  const errors = new Map<number, string[]>();
  const refuse = (row: number, error: string) => errors.set(row, [...(errors.get(row) ?? []), error]);
  const byProduct = new Map<string, Accepted[]>();
  for (const line of rows) {
    if (line.plan.kind === 'refused') refuse(line.row, line.plan.error);
    else byProduct.set(line.plan.product.id, [...(byProduct.get(line.plan.product.id) ?? []), line as Accepted]);
  }

  const writes: VariantImportWrites = { creates: [], updates: [], switched: [], touched: [] };
  for (const [productId, lines] of byProduct) {
    const product = lines[0].plan.product;
    const known = variantsOf.get(productId) ?? [];
    const counted = lines.filter((line) => line.plan.quantity !== undefined);
    const switching = !product.stockBySize && counted.some((line) => line.plan.quantity !== product.quantity);
    const bySize = product.stockBySize || switching;

    // What the product's variants would be: pairs held by variants the file leaves in place come first.
    const inFile = new Map(lines.flatMap((line) => (line.plan.kind === 'update' ? [[line.plan.variant.id, line as UpdateLine] as const] : [])));
    const held = new Map<string, { sku: string; row?: number }>();
    const finals: Array<{ sku: string; size: string | null; thickness: number | null; isActive: boolean; counted: boolean }> = [];
    for (const variant of known) {
      const line = inFile.get(variant.id);
      const state = { ...variant, ...line?.plan.changes };
      finals.push({ sku: variant.sku, size: state.size, thickness: state.thickness, isActive: state.isActive, counted: line?.plan.quantity !== undefined });
      if (!line || !moves(line.plan)) held.set(pairOf(state), { sku: variant.sku });
    }
    for (const line of lines) {
      const plan = line.plan;
      if (plan.kind === 'create') finals.push({ sku: plan.sku, ...plan.fields, counted: plan.quantity !== undefined });
      if (plan.kind === 'update' && !moves(plan)) continue;
      const state = plan.kind === 'create' ? plan.fields : { ...plan.variant, ...plan.changes };
      const holder = held.get(pairOf(state));
      const label = variantLabel(state);
      if (holder?.row !== undefined) refuse(line.row, VariantCsvMessage.pairTwice(product.sku, label, holder.row));
      else if (holder) refuse(line.row, VariantCsvMessage.pairTaken(product.sku, label, holder.sku));
      else held.set(pairOf(state), { sku: plan.kind === 'create' ? plan.sku : plan.variant.sku, row: line.row });
      if (plan.kind === 'create' && bySize && plan.fields.isActive && plan.quantity === undefined) refuse(line.row, VariantCsvMessage.quantityRequired(product.sku));
    }

    const active = finals.filter((variant) => variant.isActive);
    const sized = active.filter((variant) => variant.size !== null).length;
    if (sized > 0 && sized < active.length) refuse(lines[0].row, VariantCsvMessage.sizeMixed(product.sku));
    if (active.length === 0) refuse(lines[0].row, VariantCsvMessage.noneActive(product.sku));
    const uncounted = known.filter((variant) => finals.some((final) => final.sku === variant.sku && final.isActive && !final.counted));
    if (switching && uncounted.length > 0) {
      const first = counted.find((line) => line.plan.quantity !== product.quantity) ?? counted[0];
      refuse(first.row, VariantCsvMessage.quantityOnAll(product.sku, uncounted.map((variant) => variant.sku)));
    }

    if (switching) writes.switched.push(productId);
    let changed = switching;
    for (const { plan } of lines) {
      const quantity = bySize ? plan.quantity : undefined;
      if (plan.kind === 'create') {
        writes.creates.push({ productId, sku: plan.sku, ...plan.fields, quantity: quantity ?? null });
        changed = true;
        continue;
      }
      const update: VariantUpdate = { id: plan.variant.id, move: moves(plan), ...plan.changes };
      if (quantity !== undefined && quantity !== plan.variant.quantity) update.quantity = quantity;
      if (Object.keys(plan.changes).length > 0 || update.quantity !== undefined) {
        writes.updates.push(update);
        changed = true;
      }
    }
    if (changed) writes.touched.push(productId);
  }
  return { errors, writes };
}

/** A variant's place among its product's: its size and thickness, none counting as a value. */
const pairOf = (variant: { size: string | null; thickness: number | null }) => `${variant.size ?? ''}|${variant.thickness ?? ''}`;

/** Whether an update gives the variant another size or thickness (its changes carry both then). */
const moves = (plan: { changes: object }) => 'size' in plan.changes;
