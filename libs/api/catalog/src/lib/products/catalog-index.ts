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

/** Matches kept per filter set, counted in products: a few megabytes at most, whatever the catalogue. */
const MATCHES_KEPT = 2_000_000;

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
 * brand and by category. A filter set's matches are a walk along the narrowest of those (a brand's or a
 * category's products, else all), kept for the next page of the same set; a page is a slice of them.
 */
export class CatalogIndex {
  private readonly all: Orders;
  private readonly byBrand: Map<string, Orders>;
  private readonly byCategory: Map<string, Orders>;
  private readonly matches = new LRUCache<string, IndexedProduct[]>({
    maxSize: MATCHES_KEPT,
    sizeCalculation: (found) => found.length + 1,
  });

  constructor(
    readonly version: number,
    products: IndexedProduct[],
  ) {
    this.all = inOrders(products);
    this.byBrand = groupBy(products, (product) => [product.brand]);
    this.byCategory = groupBy(products, (product) => product.categories);
  }

  /** The ids on one page (1-based) of a filter set, and how many products the set holds. */
  page(filters: IndexFilters, page: number, perPage: number): { ids: string[]; total: number } {
    const found = this.matching(filters);
    const first = (page - 1) * perPage;
    return { ids: found.slice(first, first + perPage).map((product) => product.id), total: found.length };
  }

  private matching(filters: IndexFilters): IndexedProduct[] {
    const key = JSON.stringify(filters);
    const kept = this.matches.get(key);
    if (kept) return kept;
    const narrowest =
      filters.category !== null ? this.byCategory.get(filters.category) : filters.brand !== null ? this.byBrand.get(filters.brand) : this.all;
    const found = (narrowest?.[filters.sort] ?? []).filter(
      (product) =>
        product.pricePaise >= filters.minPaise &&
        product.pricePaise <= filters.maxPaise &&
        (filters.rating <= 0 || product.rating >= filters.rating) &&
        (filters.brand === null || product.brand === filters.brand) &&
        (filters.name === null || product.name.includes(filters.name)),
    );
    this.matches.set(key, found);
    return found;
  }
}
