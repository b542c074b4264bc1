/**
 * Gathers single lookups or writes into batches, the way a database groups commits: while `concurrency`
 * batches are running, what arrives waits, and the next batch takes everything that waited (up to
 * `maxBatch`) in one call. A lone request runs at once, by itself; under load the statements per request
 * fall as the queue grows, so 1,000 at once cost a few statements, not 1,000.
 *
 * `run` answers one value per key, in the keys' order. If a batch of several fails, each of its keys is
 * tried again alone, so one bad key fails only its own request.
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
    try {
      const values = await this.call(batch.map((entry) => entry.key));
      batch.forEach((entry, i) => entry.resolve(values[i]));
    } catch (error) {
      if (batch.length === 1) {
        batch[0].reject(error);
        return;
      }
      await Promise.all(
        batch.map((entry) =>
          this.call([entry.key]).then(
            ([value]) => entry.resolve(value),
            (alone: unknown) => entry.reject(alone),
          ),
        ),
      );
    }
  }

  private async call(keys: K[]): Promise<V[]> {
    const values = await this.run(keys);
    if (values.length !== keys.length) throw new Error(`A batch of ${keys.length} answered ${values.length} values.`);
    return values;
  }
}
