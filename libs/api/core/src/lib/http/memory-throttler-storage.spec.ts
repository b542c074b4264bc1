import { MemoryThrottlerStorage } from './memory-throttler-storage';

describe('MemoryThrottlerStorage', () => {
  let now = 1_000_000;
  const storage = new MemoryThrottlerStorage(60_000, () => now);
  afterAll(() => storage.onApplicationShutdown());

  const hit = (key = 'a') => storage.increment(key, 60_000, 3, 60_000, 'default');

  it('counts hits in a window and refuses past the limit until the block ends', async () => {
    expect(await hit()).toEqual({ totalHits: 1, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 });
    await hit();
    expect((await hit()).isBlocked).toBe(false);
    now += 10_000;
    expect(await hit()).toEqual({ totalHits: 4, timeToExpire: 50, isBlocked: true, timeToBlockExpire: 60 });
    now += 55_000; // the window is over, the block (from the 4th hit) is not
    expect((await hit()).isBlocked).toBe(true);
    now += 6_000;
    expect(await hit()).toEqual({ totalHits: 1, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 });
  });

  it('keeps keys and limit names apart', async () => {
    for (let i = 0; i < 4; i++) await hit('b');
    expect((await hit('b')).isBlocked).toBe(true);
    expect((await hit('c')).isBlocked).toBe(false);
    expect((await storage.increment('b', 60_000, 3, 60_000, 'login')).isBlocked).toBe(false);
  });

  it('starts a new window once the old one has ended', async () => {
    await hit('d');
    await hit('d');
    now += 60_000;
    expect((await hit('d')).totalHits).toBe(1);
  });

  it('forgets ended windows that block nothing', async () => {
    await hit('e');
    now += 120_001;
    storage.sweep();
    expect(storage.size).toBe(0);
  });
});
