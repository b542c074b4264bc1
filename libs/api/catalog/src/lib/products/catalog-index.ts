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

/**
 * The publicly visible products of one catalogue version, in each of the list's orders. A page of any
 * filter set is a walk along one order: what matches is counted, and the page's ids picked on the way.
 */
export class CatalogIndex {
  private readonly sorted: Record<ProductSort, IndexedProduct[]>;

  constructor(
    readonly version: number,
    products: IndexedProduct[],
  ) {
    this.sorted = {
      [ProductSort.newest]: [...products].sort(ORDERS[ProductSort.newest]),
      [ProductSort.priceHighToLow]: [...products].sort(ORDERS[ProductSort.priceHighToLow]),
      [ProductSort.priceLowToHigh]: [...products].sort(ORDERS[ProductSort.priceLowToHigh]),
    };
  }

  /** The ids on one page (1-based) of a filter set, and how many products the set holds. */
  page(filters: IndexFilters, page: number, perPage: number): { ids: string[]; total: number } {
    const first = (page - 1) * perPage;
    const ids: string[] = [];
    let total = 0;
    for (const product of this.sorted[filters.sort]) {
      if (
        product.pricePaise < filters.minPaise ||
        product.pricePaise > filters.maxPaise ||
        (filters.rating > 0 && product.rating < filters.rating) ||
        (filters.brand !== null && product.brand !== filters.brand) ||
        (filters.category !== null && !product.categories.includes(filters.category)) ||
        (filters.name !== null && !product.name.includes(filters.name))
      ) {
        continue;
      }
      if (total >= first && ids.length < perPage) ids.push(product.id);
      total += 1;
    }
    return { ids, total };
  }
}
