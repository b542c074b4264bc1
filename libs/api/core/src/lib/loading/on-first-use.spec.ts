import { onFirstUse } from './on-first-use';

describe('onFirstUse', () => {
  it('makes its value on the first call only, and shares it', async () => {
    const make = jest.fn(async () => ({ made: true }));
    const value = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([value(), value()]);
    expect(first).toBe(second);
    expect(await value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('tries again after a make that failed', async () => {
    const make = jest.fn().mockRejectedValueOnce(new Error('not installed')).mockResolvedValueOnce('loaded');
    const value = onFirstUse(make);
    await expect(value()).rejects.toThrow('not installed');
    await expect(value()).resolves.toBe('loaded');
    expect(make).toHaveBeenCalledTimes(2);
  });
});
