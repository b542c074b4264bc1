import { LRUCache } from 'lru-cache';
import { ProductSort } from '@nidra/shared/contracts';

/** What the public list filters and sorts a product by: a few fields, not the product. */
export interface IndexedProduct {
  id: string;
  /** The name in lower case, for "name contains". */
  name: string;
  pricePaise: number;
  rating: number;
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
 * Orders as the database sorts them: ties broken by id, whose lower-case hex compares as the uuid's bytes
 * do, so a page here holds the very products the SQL would.
 */
const ORDERS: Record<ProductSort, (a: IndexedProduct, b: IndexedProduct) => number> = {
  [ProductSort.newest]: (a, b) => b.created - a.created || -byId(a, b),
  [ProductSort.priceHighToLow]: (a, b) => b.pricePaise - a.pricePaise || -byId(a, b),
  [ProductSort.priceLowToHigh]: (a, b) => a.pricePaise - b.pricePaise || byId(a, b),
};

/** Matches kept per filter set (prices aside), counted in products: some eight megabytes at most, whatever the catalogue. */
const MATCHES_KEPT = 1_000_000;

/** A product in the order it is listed, kept apart by brand and by category so a filter walks only its own. */
type Orders = Record<ProductSort, IndexedProduct[]>;

const inOrders = (products: IndexedProduct[]): Orders => ({
  [ProductSort.newest]: [...products].sort(ORDERS[ProductSort.newest]),
  [ProductSort.priceHighToLow]: [...products].sort(ORDERS[ProductSort.priceHighToLow]),
  [ProductSort.priceLowToHigh]: [...products].sort(ORDERS[ProductSort.priceLowToHigh]),
});

function groupBy(products: IndexedProduct[], keys: (product: IndexedProduct) => readonly (string | null)[]): Map<string, Orders> {
  const groups = new Map<string, IndexedProduct[]>();
  for (const product of products) {
    for (const key of keys(product)) {
      if (key === null) continue;
      const group = groups.get(key);
      if (group) group.push(product);
      else groups.set(key, [product]);
    }
  }
  return new Map([...groups].map(([key, group]) => [key, inOrders(group)]));
}

/**
 * The publicly visible products of one catalogue version, in each of the list's orders, and again by
 * brand and by category. A filter set's matches at any price are a walk along the narrowest of those (a
 * brand's or a category's products, else all), kept for its other pages and price ranges; a price range
 * is then a binary search when the list is sorted by price, and a walk of the matches when it is not.
 */
export class CatalogIndex {
  private readonly all: Orders;
  private readonly byBrand: Map<string, Orders>;
  private readonly byCategory: Map<string, Orders>;
  /** The cheapest and dearest prices listed: a range covering both filters nothing. */
  private readonly lowest: number;
  private readonly highest: number;
  private readonly matches = new LRUCache<string, IndexedProduct[]>({
    maxSize: MATCHES_KEPT,
    sizeCalculation: (found) => found.length + 1,
  });

  constructor(
    readonly version: number,
    products: IndexedProduct[],
  ) {
    this.all = inOrders(products);
    this.lowest = products.reduce((low, product) => Math.min(low, product.pricePaise), Infinity);
    this.highest = products.reduce((high, product) => Math.max(high, product.pricePaise), -Infinity);
    this.byBrand = groupBy(products, (product) => [product.brand]);
    this.byCategory = groupBy(products, (product) => product.categories);
  }

  /** The ids on one page (1-based) of a filter set, and how many products the set holds. */
  page(filters: IndexFilters, page: number, perPage: number): { ids: string[]; total: number } {
    const found = this.matching(filters);
    const [from, to] = this.priceBounds(found, filters);
    const first = from + (page - 1) * perPage;
    const ids: string[] = [];
    if (to !== undefined) {
      for (let at = first; at < Math.min(to, first + perPage); at++) ids.push(found[at].id);
      return { ids, total: to - from };
    }
    // Newest first with a price range: counted along the way.
    let total = 0;
    const skip = (page - 1) * perPage;
    for (const product of found) {
      if (product.pricePaise < filters.minPaise || product.pricePaise > filters.maxPaise) continue;
      if (total >= skip && ids.length < perPage) ids.push(product.id);
      total += 1;
    }
    return { ids, total };
  }

  /**
   * Where the price range starts and ends in a filter set's matches: all of them without a range, a binary
   * search when they are sorted by price; `to` undefined when they must be walked (newest first).
   */
  private priceBounds(found: IndexedProduct[], filters: IndexFilters): [number, number | undefined] {
    const everyPrice = found.length === 0 || (filters.minPaise <= this.lowest && filters.maxPaise >= this.highest);
    if (everyPrice) return [0, found.length];
    if (filters.sort === ProductSort.newest) return [0, undefined];
    const ascending = filters.sort === ProductSort.priceLowToHigh;
    // The first index whose price is past the bound, in the list's own direction.
    const past = (inside: (price: number) => boolean) => {
      let low = 0;
      let high = found.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (inside(found[middle].pricePaise)) low = middle + 1;
        else high = middle;
      }
      return low;
    };
    return ascending
      ? [past((price) => price < filters.minPaise), past((price) => price <= filters.maxPaise)]
      : [past((price) => price > filters.maxPaise), past((price) => price >= filters.minPaise)];
  }

  /** A filter set's matches at any price, in its order: kept, since pages and price ranges share them. */
  private matching(filters: IndexFilters): IndexedProduct[] {
    const key = `${filters.sort}|${filters.rating}|${filters.brand ?? ''}|${filters.category ?? ''}|${filters.name ?? ''}`;
    const kept = this.matches.get(key);
    if (kept) return kept;
    const narrowest =
      filters.category !== null ? this.byCategory.get(filters.category) : filters.brand !== null ? this.byBrand.get(filters.brand) : this.all;
    const found = (narrowest?.[filters.sort] ?? []).filter(
      (product) =>
        (filters.rating <= 0 || product.rating >= filters.rating) &&
        (filters.brand === null || product.brand === filters.brand) &&
        (filters.name === null || product.name.includes(filters.name)),
    );
    this.matches.set(key, found);
    return found;
  }
}
