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
});
