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
