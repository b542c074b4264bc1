import { LRUCache } from 'lru-cache';
import { ProductSort } from '@nidra/shared/contracts';

/** What the public list filters and sorts a product by: a few fields, not the product. */
export interface IndexedProduct {
  id: string;
  /** The name in lower case, for "name contains". */
  name: string;
  pricePaise: number;
  rating: number;
  /** When it was added, in microseconds since 1970. */
  created: number;
  brand: string | null;
  /** Slugs of the active categories it is in. */
  categories: readonly string[];
}

/** A filter set of the public list, its texts already trimmed (null: no filter). */
export interface IndexFilters {
  name: string | null;
  brand: string | null;
  category: string | null;
  minPaise: number;
  maxPaise: number;
  rating: number;
  sort: ProductSort;
}

const byId = (a: IndexedProduct, b: IndexedProduct) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The two orders kept, as the database sorts them: ties broken by id, whose lower-case hex compares as the
 * uuid's bytes do, so a page here holds the very products the SQL would. Dearest first is cheapest first
 * walked from the end (its ties by id descending are the same reversal).
 */
type Order = 'newest' | 'cheapest';
const ORDERS: Record<Order, (a: IndexedProduct, b: IndexedProduct) => number> = {
  newest: (a, b) => b.created - a.created || -byId(a, b),
  cheapest: (a, b) => a.pricePaise - b.pricePaise || byId(a, b),
};

/**
 * Positions kept for filter sets narrower than a brand's or a category's products, counted in products:
 * some sixteen megabytes at most, held outside the JavaScript heap, whatever the catalogue.
 */
const MATCHES_KEPT = 4_000_000;

/** Products in both orders. */
type Ordered = Record<Order, IndexedProduct[]>;

/** A filter set's matches in one order: the products of `from` at positions `at`, or all of `from`. */
class Matches {
  constructor(
    private readonly from: readonly IndexedProduct[],
    private readonly at?: Uint32Array,
  ) {}

  get length(): number {
    return this.at ? this.at.length : this.from.length;
  }

  get(position: number): IndexedProduct {
    return this.from[this.at ? this.at[position] : position];
  }

  get size(): number {
    return (this.at?.length ?? 0) + 1;
  }
}

const NONE = new Matches([]);

/** Products grouped by a key, each group keeping the order of `ordered` (so none is sorted again). */
function groupBy(ordered: Ordered, keys: (product: IndexedProduct) => readonly (string | null)[]): Map<string, Ordered> {
  const groups = new Map<string, Ordered>();
  for (const order of ['newest', 'cheapest'] as const) {
    for (const product of ordered[order]) {
      for (const key of keys(product)) {
        if (key === null) continue;
        let group = groups.get(key);
        if (!group) groups.set(key, (group = { newest: [], cheapest: [] }));
        group[order].push(product);
      }
    }
  }
  return groups;
}

/**
 * The publicly visible products of one catalogue version, newest first and cheapest first, and again by
 * brand and by category. A filter set narrows to a brand's or a category's products (else all); a rating,
 * a name or a brand within a category is a walk of those, whose positions are kept for the set's other
 * pages and price ranges. A price range is a binary search in the cheapest-first matches, which also count
 * it; newest first, the page is then a walk from the newest that stops once the page is full.
 */
export class CatalogIndex {
  private readonly all: Ordered;
  private readonly byBrand: Map<string, Ordered>;
  private readonly byCategory: Map<string, Ordered>;
  /** The cheapest and dearest prices listed: a range covering both filters nothing. */
  private readonly lowest: number;
  private readonly highest: number;
  private readonly matches = new LRUCache<string, Matches>({ maxSize: MATCHES_KEPT, sizeCalculation: (found) => found.size });

  constructor(
    readonly version: number,
    products: IndexedProduct[],
  ) {
    this.all = { newest: [...products].sort(ORDERS.newest), cheapest: [...products].sort(ORDERS.cheapest) };
    this.lowest = this.all.cheapest[0]?.pricePaise ?? Infinity;
    this.highest = this.all.cheapest.at(-1)?.pricePaise ?? -Infinity;
    this.byBrand = groupBy(this.all, (product) => [product.brand]);
    this.byCategory = groupBy(this.all, (product) => product.categories);
  }

  /** The ids on one page (1-based) of a filter set, and how many products the set holds. */
  page(filters: IndexFilters, page: number, perPage: number): { ids: string[]; total: number } {
    const skip = (page - 1) * perPage;
    const everyPrice = filters.minPaise <= this.lowest && filters.maxPaise >= this.highest;
    const ids: string[] = [];
    if (everyPrice && filters.sort === ProductSort.newest) {
      // Newest first at any price: the page is where it lies, and the matches count themselves.
      const newest = this.matching(filters, 'newest');
      for (let at = skip; at < Math.min(newest.length, skip + perPage); at++) ids.push(newest.get(at).id);
      return { ids, total: newest.length };
    }
    const cheapest = this.matching(filters, 'cheapest');
    const [from, to] = everyPrice ? [0, cheapest.length] : this.priceRange(cheapest, filters);
    const total = to - from;
    if (skip >= total) return { ids, total };
    if (filters.sort === ProductSort.priceLowToHigh) {
      for (let at = from + skip; at < Math.min(to, from + skip + perPage); at++) ids.push(cheapest.get(at).id);
    } else if (filters.sort === ProductSort.priceHighToLow) {
      for (let at = to - 1 - skip; at >= Math.max(from, to - skip - perPage); at--) ids.push(cheapest.get(at).id);
    } else {
      // Newest first within a price range, counted above: walked until the page is full.
      const newest = this.matching(filters, 'newest');
      let seen = 0;
      for (let at = 0; at < newest.length && ids.length < perPage; at++) {
        const product = newest.get(at);
        if (product.pricePaise < filters.minPaise || product.pricePaise > filters.maxPaise) continue;
        if (seen >= skip) ids.push(product.id);
        seen += 1;
      }
    }
    return { ids, total };
  }

  /** Where a price range starts and ends in cheapest-first matches (bounds included). */
  private priceRange(cheapest: Matches, filters: IndexFilters): [number, number] {
    // The first position whose price is not below the bound.
    const firstFrom = (bound: number) => {
      let low = 0;
      let high = cheapest.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (cheapest.get(middle).pricePaise < bound) low = middle + 1;
        else high = middle;
      }
      return low;
    };
    const from = firstFrom(filters.minPaise);
    return [from, Math.max(from, firstFrom(filters.maxPaise + 1))];
  }

  /** A filter set's matches at any price, in one order: a group as it is, or the positions kept of a walk of it. */
  private matching(filters: IndexFilters, order: Order): Matches {
    const group = filters.category !== null ? this.byCategory.get(filters.category) : filters.brand !== null ? this.byBrand.get(filters.brand) : this.all;
    if (!group) return NONE;
    const products = group[order];
    const brandToo = filters.category !== null && filters.brand !== null;
    if (filters.rating <= 0 && filters.name === null && !brandToo) return new Matches(products);
    const key = `${order}|${filters.rating}|${filters.brand ?? ''}|${filters.category ?? ''}|${filters.name ?? ''}`;
    const kept = this.matches.get(key);
    if (kept) return kept;
    const at: number[] = [];
    products.forEach((product, position) => {
      if (
        (filters.rating <= 0 || product.rating >= filters.rating) &&
        (!brandToo || product.brand === filters.brand) &&
        (filters.name === null || product.name.includes(filters.name))
      ) {
        at.push(position);
      }
    });
    const found = new Matches(products, Uint32Array.from(at));
    this.matches.set(key, found);
    return found;
  }
}
