import { Batcher, settleBatch } from './batcher';

/** A run that answers when told to, recording each batch's keys. */
function controlled() {
  const batches: number[][] = [];
  const pending: Array<() => void> = [];
  const run = (keys: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push(keys);
      pending.push(() => (keys.includes(13) ? reject(new Error('unlucky')) : resolve(keys.map((key) => `v${key}`))));
    });
  const release = async () => {
    while (pending.length > 0) pending.shift()?.();
    await new Promise((done) => setImmediate(done));
  };
  return { batches, run, release };
}

describe('Batcher', () => {
  it('runs a lone request at once, by itself', async () => {
    const { batches, run, release } = controlled();
    const batcher = new Batcher(run, { concurrency: 1, maxBatch: 100 });
    const answer = batcher.load(1);
    expect(batches).toEqual([[1]]);
    await release();
    await expect(answer).resolves.toBe('v1');
  });

  it('gathers what arrives while a batch runs into the next one, each answered with its own value', async () => {
    const { batches, run, release } = controlled();
    const batcher = new Batcher(run, { concurrency: 1, maxBatch: 100 });
    const answers = [1, 2, 3, 4].map((key) => batcher.load(key));
    expect(batches).toEqual([[1]]);
    await release();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    await release();
    await expect(Promise.all(answers)).resolves.toEqual(['v1', 'v2', 'v3', 'v4']);
  });

  it('keeps batches to their largest size', async () => {
    const { batches, run, release } = controlled();
    const batcher = new Batcher(run, { concurrency: 1, maxBatch: 2 });
    const answers = [1, 2, 3, 4, 5].map((key) => batcher.load(key));
    for (let i = 0; i < 3; i++) await release();
    expect(batches).toEqual([[1], [2, 3], [4, 5]]);
    await expect(Promise.all(answers)).resolves.toHaveLength(5);
  });

  it('fails only the bad request of a failed batch: the others are tried again alone', async () => {
    const { run, release } = controlled();
    const batcher = new Batcher(run, { concurrency: 1, maxBatch: 100 });
    const first = batcher.load(1);
    const good = batcher.load(12);
    const bad = expect(batcher.load(13)).rejects.toThrow('unlucky');
    for (let i = 0; i < 3; i++) await release();
    await expect(first).resolves.toBe('v1');
    await expect(good).resolves.toBe('v12');
    await bad;
  });

  it('fails a whole batch at once when the database is out of reach, without trying each request alone', async () => {
    const batches: number[][] = [];
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const batcher = new Batcher<number, string>(
      async (keys) => {
        batches.push(keys);
        throw refused;
      },
      { concurrency: 1, maxBatch: 100 },
    );
    const answers = [1, 2, 3].map((key) => batcher.load(key));
    await expect(Promise.allSettled(answers)).resolves.toEqual([1, 2, 3].map(() => ({ status: 'rejected', reason: refused })));
    expect(batches).toEqual([[1], [2, 3]]);
  });
});

describe('settleBatch', () => {
  it('answers every key of a batch that succeeds from one call', async () => {
    const calls: string[][] = [];
    const results = await settleBatch(['a', 'b'], async (keys) => (calls.push(keys), keys.map((key) => key.toUpperCase())));
    expect(results).toEqual([
      { status: 'fulfilled', value: 'A' },
      { status: 'fulfilled', value: 'B' },
    ]);
    expect(calls).toEqual([['a', 'b']]);
  });

  it('in order, tries the keys of a failed batch alone one after another, failing only the bad one', async () => {
    const events: string[] = [];
    const results = await settleBatch(
      [1, 13, 2],
      async (keys: number[]) => {
        events.push(`start ${keys.join(',')}`);
        await new Promise((done) => setImmediate(done));
        events.push(`end ${keys.join(',')}`);
        if (keys.includes(13)) throw new Error('unlucky');
        return keys.map((key) => key * 10);
      },
      { inOrder: true },
    );
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : (result.reason as Error).message))).toEqual([10, 'unlucky', 20]);
    expect(events).toEqual(['start 1,13,2', 'end 1,13,2', 'start 1', 'end 1', 'start 13', 'end 13', 'start 2', 'end 2']);
  });

  it('fails a batch whose answer does not have one value per key', async () => {
    const results = await settleBatch([1, 2], async (keys: number[]) => (keys.length === 2 ? [1] : keys));
    expect(results).toEqual([
      { status: 'fulfilled', value: 1 },
      { status: 'fulfilled', value: 2 },
    ]);
    const lone = await settleBatch([1], async () => []);
    expect(lone).toEqual([{ status: 'rejected', reason: new Error('A batch of 1 answered 0 values.') }]);
  });
});
