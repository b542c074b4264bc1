import type { EntityManager } from '@mikro-orm/postgresql';

interface Query {
  name?: string;
  text: string;
  values: unknown[];
}

/** The driver's connection, as the ORM's pool lends it out. */
interface PooledClient {
  query(query: Query): Promise<{ rows: unknown[] }>;
}

/** PostgreSQL's answer when a table changed under a prepared statement so that its result would change shape. */
const PLAN_CHANGED_SHAPE = '0A000';

const names = new Set<string>();

/**
 * A statement run many times a second, sent to the driver directly, without the ORM's query building,
 * inlining of parameters (escaped a character at a time) and logging wrappers, which cost more than a read
 * itself. PostgreSQL parses it once on each pooled connection, unless `planEachCall` asks for it to be
 * parsed and planned for its values every time (for a statement whose best plan depends on them, such as a
 * search by text). It is logged like the ORM's own statements, and fails as they do. Inside a transaction
 * it runs on the transaction's connection through the ORM instead: a request holding one connection never
 * waits for a second.
 */
export class PreparedStatement<Row> {
  private readonly text: string;
  /** Connections whose prepared copy went stale: they are sent the statement afresh each time, not failed first. */
  private readonly stale = new WeakSet<PooledClient>();

  /** `sql` marks each parameter with `?` and holds no other question mark; `name` is unique in the app. */
  constructor(
    private readonly name: string,
    private readonly sql: string,
    private readonly options: { planEachCall?: boolean } = {},
  ) {
    if (names.has(name)) throw new Error(`Two prepared statements are named ${name}`);
    names.add(name);
    let n = 0;
    this.text = sql.replace(/\?/g, () => `$${++n}`);
  }

  async rows(em: EntityManager, values: unknown[]): Promise<Row[]> {
    const current = em.getContext(false);
    if (current.isInTransaction()) return current.execute(this.sql, values) as Promise<Row[]>;
    const pool = em.getConnection().getKnex().client;
    const logger = em.config.getLogger();
    const started = Date.now();
    let connection: PooledClient | undefined;
    try {
      connection = (await pool.acquireConnection()) as PooledClient;
      const { rows } = await this.run(connection, values);
      logger.logQuery({ query: this.text, params: values, took: Date.now() - started, results: rows.length, level: 'info' });
      return rows as Row[];
    } catch (error) {
      logger.logQuery({ query: this.text, params: values, took: Date.now() - started, level: 'error' });
      // As the ORM's own statements fail: a lost database is a connection error, and so on.
      throw em.getDriver().convertException(error as Error);
    } finally {
      if (connection) await pool.releaseConnection(connection);
    }
  }

  private async run(connection: PooledClient, values: unknown[]) {
    const unnamed = { text: this.text, values };
    if (this.options.planEachCall || this.stale.has(connection)) return connection.query(unnamed);
    try {
      return await connection.query({ name: this.name, ...unnamed });
    } catch (error) {
      // A migration changed a table the statement reads while the shop ran: this connection's copy of it is
      // stale for good, so the statement is sent afresh on it from now on (until the pool replaces it).
      if ((error as { code?: string }).code !== PLAN_CHANGED_SHAPE) throw error;
      this.stale.add(connection);
      return connection.query(unnamed);
    }
  }
}
