import type { EntityManager } from '@mikro-orm/postgresql';

/** The driver's connection, as the ORM's pool lends it out. */
interface PooledClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

const names = new Set<string>();

/**
 * A read run many times a second: PostgreSQL parses and plans it once on each pooled connection instead
 * of on every call, and it goes to the driver directly, without the ORM's query building, inlining of
 * parameters and logging wrappers (which cost more than the read itself). It is logged like the ORM's
 * own statements. Outside transactions only: it takes a connection of its own from the pool.
 */
export class PreparedStatement<Row> {
  private readonly text: string;

  /** `sql` marks each parameter with `?` and holds no other question mark; `name` is unique in the app. */
  constructor(
    private readonly name: string,
    sql: string,
  ) {
    if (names.has(name)) throw new Error(`Two prepared statements are named ${name}`);
    names.add(name);
    let n = 0;
    this.text = sql.replace(/\?/g, () => `$${++n}`);
  }

  async rows(em: EntityManager, values: unknown[]): Promise<Row[]> {
    const client = em.getConnection().getKnex().client;
    const connection = (await client.acquireConnection()) as PooledClient;
    const started = Date.now();
    try {
      const { rows } = await connection.query({ name: this.name, text: this.text, values });
      em.config.getLogger().logQuery({ query: this.text, params: values, took: Date.now() - started, results: rows.length, level: 'info' });
      return rows as Row[];
    } catch (error) {
      em.config.getLogger().logQuery({ query: this.text, params: values, took: Date.now() - started, level: 'error' });
      // As the ORM's own statements fail: a lost database is a connection error, and so on.
      throw em.getDriver().convertException(error as Error);
    } finally {
      await client.releaseConnection(connection);
    }
  }
}
