import type { EntityName, FilterQuery, FindOneOptions, Loaded } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Locks an entity's row until the transaction (the `em`'s) ends, then loads it afresh, so two requests
 * changing it act one after the other, the second on what the first committed. `where` narrows the row
 * (its owner, say): a row it excludes is as absent as one that does not exist. Null when there is none.
 */
export async function lockAndLoad<T extends object, P extends string = never>(
  em: EntityManager,
  entity: EntityName<T>,
  id: string,
  where: Record<string, string> = {},
  options: Pick<FindOneOptions<T, P>, 'populate'> = {},
): Promise<Loaded<T, P> | null> {
  const meta = em.getMetadata().get(entity);
  const columns = meta.properties as Record<string, { fieldNames: string[] } | undefined>;
  const conditions = Object.keys(where).map((property) => ` AND ${columns[property]?.fieldNames[0] ?? property} = ?`);
  const [row] = await em.execute<Array<{ id: string }>>(
    `SELECT id FROM ${meta.tableName} WHERE id = ?${conditions.join('')} FOR UPDATE`,
    [id, ...Object.values(where)],
  );
  if (!row) return null;
  return em.findOne(entity, { id } as FilterQuery<T>, { ...options, refresh: true } as FindOneOptions<T, P>) as Promise<Loaded<T, P> | null>;
}
