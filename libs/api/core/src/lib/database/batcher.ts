import { isDatabaseUnavailable } from '../errors/error-response';

/**
 * One call for a batch of keys, answered one result per key in the keys' order. If the batch fails, each
 * key is tried again alone (all at once, or one after another with `inOrder`, for writes whose order
 * counts), so one bad key fails only itself. A batch that failed because the database is out of reach
 * fails whole at once: trying each key alone would wait out the pool's timeout once for every key.
 */
export async function settleBatch<K, V>(
  keys: readonly K[],
  run: (keys: K[]) => Promise<V[]>,
  options: { inOrder?: boolean } = {},
): Promise<Array<PromiseSettledResult<V>>> {
  const call = async (batch: K[]): Promise<V[]> => {
    const values = await run(batch);
    if (values.length !== batch.length) throw new Error(`A batch of ${batch.length} answered ${values.length} values.`);
    return values;
  };
  try {
    return (await call([...keys])).map((value) => ({ status: 'fulfilled', value }));
  } catch (error) {
    if (keys.length === 1 || isDatabaseUnavailable(error)) return keys.map(() => ({ status: 'rejected', reason: error }));
  }
  const alone = (key: K): Promise<PromiseSettledResult<V>> =>
    call([key]).then(
      ([value]) => ({ status: 'fulfilled', value }),
      (reason: unknown) => ({ status: 'rejected', reason }),
    );
  if (!options.inOrder) return Promise.all(keys.map(alone));
  const results: Array<PromiseSettledResult<V>> = [];
  for (const key of keys) results.push(await alone(key));
  return results;
}

/**
 * Gathers single lookups or writes into batches, the way a database groups commits: while `concurrency`
 * batches are running, what arrives waits, and the next batch takes everything that waited (up to
 * `maxBatch`) in one call. A lone request runs at once, by itself; under load the statements per request
 * fall as the queue grows, so 1,000 at once cost a few statements, not 1,000.
 *
 * `run` answers one value per key, in the keys' order; a failed batch is settled as `settleBatch` says.
 */
export class Batcher<K, V> {
  private readonly waiting: Array<{ key: K; resolve: (value: V) => void; reject: (error: unknown) => void }> = [];
  private running = 0;

  constructor(
    private readonly run: (keys: K[]) => Promise<V[]>,
    private readonly options: { concurrency: number; maxBatch: number },
  ) {}

  load(key: K): Promise<V> {
    return new Promise<V>((resolve, reject) => {
      this.waiting.push({ key, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    while (this.running < this.options.concurrency && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.options.maxBatch);
      this.running++;
      this.settle(batch).finally(() => {
        this.running--;
        this.next();
      });
    }
  }

  private async settle(batch: Batcher<K, V>['waiting']): Promise<void> {
    const results = await settleBatch(
      batch.map((entry) => entry.key),
      this.run,
    );
    results.forEach((result, i) => (result.status === 'fulfilled' ? batch[i].resolve(result.value) : batch[i].reject(result.reason)));
  }
}
