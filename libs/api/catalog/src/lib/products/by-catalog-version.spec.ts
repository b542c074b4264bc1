import { ByCatalogVersion } from './by-catalog-version';

describe('ByCatalogVersion', () => {
  it('gives an answer back only at the version it was worked out at', () => {
    const kept = new ByCatalogVersion<number>(10);
    kept.set('ortho', 7, 42);
    expect([kept.versionOf('ortho'), kept.get('ortho', 7), kept.get('ortho', 8)]).toEqual([7, 42, undefined]);
    kept.set('ortho', 8, 40);
    expect([kept.get('ortho', 7), kept.get('ortho', 8)]).toEqual([undefined, 40]);
  });

  it('keeps nothing without a version, and forgets the least recently used past its size', () => {
    const kept = new ByCatalogVersion<string[]>(2);
    kept.set('a', null, ['x']);
    expect([kept.versionOf('a'), kept.get('a', null)]).toEqual([undefined, undefined]);
    kept.set('a', 1, []);
    kept.set('b', 1, ['y']);
    kept.get('a', 1);
    kept.set('c', 1, ['z']);
    expect([kept.get('a', 1), kept.get('b', 1), kept.get('c', 1)]).toEqual([[], undefined, ['z']]);
  });
});
