import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityName } from '@mikro-orm/core';
import { slugify } from '@nidra/shared/util';

/**
 * A slug made from the name that no other row of the table has: "ortho-plus", then "ortho-plus-2" …
 * The table's unique index is the final word if two requests race for the same one.
 */
export async function uniqueSlug<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  name: string,
  fallback: string,
): Promise<string> {
  const base = slugify(name).slice(0, 100) || fallback;
  const taken = new Set(
    (await em.find(entity, { slug: { $like: `${base}%` } } as never, { fields: ['slug'] as never })).map(
      (row) => (row as unknown as { slug: string }).slug,
    ),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Slugs for many names at once, none taken by a row of the table nor by another of the names: one
 * statement (by the slug's unique index) when every name's plain slug is free and used once, two otherwise.
 * Run it in the transaction that inserts the rows.
 */
export async function uniqueSlugs<T extends object>(em: EntityManager, entity: EntityName<T>, names: string[], fallback: string): Promise<string[]> {
  const bases = names.map((name) => slugify(name).slice(0, 100) || fallback);
  if (bases.length === 0) return [];
  const table = em.getMetadata().get(entity as never).tableName;
  const uses = new Map<string, number>();
  for (const base of bases) uses.set(base, (uses.get(base) ?? 0) + 1);
  const distinct = [...uses.keys()];
  const exact = await em.execute<Array<{ slug: string }>>(
    `SELECT slug FROM "${table}" WHERE slug IN (SELECT json_array_elements_text(?::json))`,
    [JSON.stringify(distinct)],
  );
  const taken = new Set(exact.map((row) => row.slug));
  const numbering = distinct.filter((base) => taken.has(base) || (uses.get(base) ?? 0) > 1);
  if (numbering.length > 0) {
    const numbered = await em.execute<Array<{ slug: string }>>(
      `SELECT slug FROM "${table}" WHERE slug ~ '-[0-9]+$' AND regexp_replace(slug, '-[0-9]+$', '') IN (SELECT json_array_elements_text(?::json))`,
      [JSON.stringify(numbering)],
    );
    for (const row of numbered) taken.add(row.slug);
  }
  return bases.map((base) => {
    let candidate = base;
    for (let n = 2; taken.has(candidate); n++) candidate = `${base}-${n}`;
    taken.add(candidate);
    return candidate;
  });
}
