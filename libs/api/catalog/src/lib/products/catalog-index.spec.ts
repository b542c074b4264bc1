import { ProductSort } from '@nidra/shared/contracts';
import { CatalogIndex, type IndexFilters, type IndexedProduct } from './catalog-index';

const product = (id: string, fields: Partial<IndexedProduct> = {}): IndexedProduct => ({
  id,
  name: `mattress ${id}`,
  pricePaise: 100_000,
  rating: 0,
  created: 1,
  brand: null,
  categories: [],
  ...fields,
});

const all: IndexFilters = { name: null, brand: null, category: null, minPaise: 100, maxPaise: 100_000_000, rating: 0, sort: ProductSort.newest };

describe('CatalogIndex', () => {
  const index = new CatalogIndex(7, [
    product('a1', { pricePaise: 300_000, created: 3, brand: 'sleepwell', categories: ['ortho'], rating: 4.5 }),
    product('b2', { pricePaise: 100_000, created: 3, name: 'royal latex' }),
    product('c3', { pricePaise: 200_000, created: 1, brand: 'sleepwell', rating: 3 }),
    product('d4', { pricePaise: 200_000, created: 2, categories: ['ortho', 'latex'] }),
  ]);
  const ids = (filters: Partial<IndexFilters>, page = 1, perPage = 8) => index.page({ ...all, ...filters }, page, perPage);

  it('sorts as the database does, ties broken by id', () => {
    expect(ids({}).ids).toEqual(['b2', 'a1', 'd4', 'c3']);
    expect(ids({ sort: ProductSort.priceHighToLow }).ids).toEqual(['a1', 'd4', 'c3', 'b2']);
    expect(ids({ sort: ProductSort.priceLowToHigh }).ids).toEqual(['b2', 'c3', 'd4', 'a1']);
  });

  it('filters by name, brand, category, price and rating together, and counts what matches', () => {
    expect(ids({ name: 'latex' })).toEqual({ ids: ['b2'], total: 1 });
    expect(ids({ brand: 'sleepwell' })).toEqual({ ids: ['a1', 'c3'], total: 2 });
    expect(ids({ category: 'ortho', minPaise: 250_000 })).toEqual({ ids: ['a1'], total: 1 });
    expect(ids({ minPaise: 200_000, maxPaise: 200_000 }).ids).toEqual(['d4', 'c3']);
    expect(ids({ rating: 3 }).ids).toEqual(['a1', 'c3']);
  });

  it('narrows by brand and category together, and finds nothing for one it does not know', () => {
    expect(ids({ category: 'ortho', brand: 'sleepwell' }).ids).toEqual(['a1']);
    expect(ids({ category: 'latex' }).ids).toEqual(['d4']);
    expect(ids({ brand: 'nobody' })).toEqual({ ids: [], total: 0 });
    expect(ids({ category: 'nothing' })).toEqual({ ids: [], total: 0 });
  });

  it('takes a price range, bounds included, in every order and with other filters', () => {
    for (const sort of [ProductSort.newest, ProductSort.priceLowToHigh, ProductSort.priceHighToLow]) {
      const range = ids({ sort, minPaise: 150_000, maxPaise: 300_000 });
      expect([sort, [...range.ids].sort(), range.total]).toEqual([sort, ['a1', 'c3', 'd4'], 3]);
      expect(ids({ sort, minPaise: 150_000, maxPaise: 250_000 }, 2, 1)).toEqual({ ids: [ids({ sort, minPaise: 150_000, maxPaise: 250_000 }).ids[1]], total: 2 });
      expect(ids({ sort, minPaise: 400_000 })).toEqual({ ids: [], total: 0 });
      expect(ids({ sort, brand: 'sleepwell', maxPaise: 200_000 })).toEqual({ ids: ['c3'], total: 1 });
    }
    expect(ids({ sort: ProductSort.priceHighToLow, minPaise: 200_000 }).ids).toEqual(['a1', 'd4', 'c3']);
    expect(ids({ sort: ProductSort.priceLowToHigh, maxPaise: 200_000 }).ids).toEqual(['b2', 'c3', 'd4']);
    expect(new CatalogIndex(1, []).page(all, 1, 8)).toEqual({ ids: [], total: 0 });
  });

  it('pages, counting every match whatever the page', () => {
    expect(ids({}, 2, 3)).toEqual({ ids: ['c3'], total: 4 });
    expect(ids({}, 9, 3)).toEqual({ ids: [], total: 4 });
  });

  it('finds nothing, and counts none, for a lowest price above the highest', () => {
    for (const sort of [ProductSort.newest, ProductSort.priceLowToHigh, ProductSort.priceHighToLow]) {
      expect(ids({ sort, minPaise: 250_000, maxPaise: 150_000 })).toEqual({ ids: [], total: 0 });
    }
  });

  it('lists every filter set, page and order as filtering and sorting the whole catalogue would', () => {
    // A small seeded generator, so a failure names a case that can be run again.
    let seed = 11;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
    const brands = ['sleepwell', 'duroflex', 'wakefit', null];
    const categories = ['ortho', 'latex', 'foam'];
    const products = Array.from({ length: 400 }, (_, n) =>
      product(`${(n * 7919).toString(16).padStart(8, '0')}-0000`, {
        name: `${pick(['latex', 'foam', 'coil'])} mattress ${n}`,
        pricePaise: 100_000 * (1 + Math.floor(random() * 30)),
        rating: Math.floor(random() * 10) / 2,
        created: Math.floor(random() * 50),
        brand: pick(brands),
        categories: [...new Set([pick(categories), pick(categories)])].slice(0, Math.floor(random() * 3)),
      }),
    );
    const catalogue = new CatalogIndex(1, products);
    const orders: Record<ProductSort, (a: IndexedProduct, b: IndexedProduct) => number> = {
      [ProductSort.newest]: (a, b) => b.created - a.created || (a.id < b.id ? 1 : -1),
      [ProductSort.priceLowToHigh]: (a, b) => a.pricePaise - b.pricePaise || (a.id < b.id ? -1 : 1),
      [ProductSort.priceHighToLow]: (a, b) => b.pricePaise - a.pricePaise || (a.id < b.id ? 1 : -1),
    };
    for (let round = 0; round < 3000; round++) {
      const low = random() < 0.5 ? 100_000 * Math.floor(random() * 32) : 0;
      const filters: IndexFilters = {
        name: random() < 0.2 ? pick(['latex', 'mattress 1', 'none such']) : null,
        brand: random() < 0.4 ? pick(['sleepwell', 'duroflex', 'nobody']) : null,
        category: random() < 0.4 ? pick([...categories, 'nothing']) : null,
        minPaise: low,
        maxPaise: random() < 0.5 ? low + 100_000 * Math.floor(random() * 32) : 100_000_000,
        rating: random() < 0.4 ? Math.floor(random() * 5) : 0,
        sort: pick([ProductSort.newest, ProductSort.priceLowToHigh, ProductSort.priceHighToLow]),
      };
      const matching = products
        .filter(
          (p) =>
            (filters.name === null || p.name.includes(filters.name)) &&
            (filters.brand === null || p.brand === filters.brand) &&
            (filters.category === null || p.categories.includes(filters.category)) &&
            p.pricePaise >= filters.minPaise &&
            p.pricePaise <= filters.maxPaise &&
            p.rating >= filters.rating,
        )
        .sort(orders[filters.sort]);
      const page = 1 + Math.floor(random() * 12);
      const perPage = 1 + Math.floor(random() * 9);
      const expected = { ids: matching.slice((page - 1) * perPage, page * perPage).map((p) => p.id), total: matching.length };
      expect([round, catalogue.page(filters, page, perPage)]).toEqual([round, expected]);
    }
  });
});
