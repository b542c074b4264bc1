import { Batcher } from './batcher';

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
});
