import { LRUCache } from 'lru-cache';

/** The catalogue's version as a query of its own, and as a subquery, read in the same statement as what depends on it. */
export const CATALOG_VERSION_ROW = 'SELECT version FROM catalog_version WHERE id = 1';
export const CATALOG_VERSION_SQL = `(${CATALOG_VERSION_ROW})`;

/**
 * Answers worked out from the catalogue, each kept with the catalogue version it was worked out at and
 * good only while that version is current (database triggers raise it on every change the answers can
 * show). Past `max` keys, the least recently used go first. A null version (no version row) keeps nothing.
 */
export class ByCatalogVersion<T> {
  private readonly entries: LRUCache<string, { version: number; value: T }>;

  constructor(max: number) {
    this.entries = new LRUCache({ max });
  }

  /** The version the key's answer was worked out at, so a statement can skip the work while it is current. */
  versionOf(key: string): number | undefined {
    return this.entries.get(key)?.version;
  }

  /** The key's answer, if it was worked out at this version. */
  get(key: string, version: number | null): T | undefined {
    const entry = version === null ? undefined : this.entries.get(key);
    return entry?.version === version ? entry.value : undefined;
  }

  set(key: string, version: number | null, value: T): void {
    if (version !== null) this.entries.set(key, { version, value });
  }
}
