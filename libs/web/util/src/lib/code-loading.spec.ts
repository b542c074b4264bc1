import { loaded } from './code-loading';

describe('loaded', () => {
  it('resolves with the module an import loaded', async () => {
    const module = { Component: 'page' };
    await expect(loaded(Promise.resolve(module))).resolves.toBe(module);
  });

  it('keeps waiting when the import gave nothing because the page is loading again', async () => {
    const outcome = await Promise.race([
      loaded(Promise.resolve(undefined)).then(() => 'settled', () => 'failed'),
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 0)),
    ]);
    expect(outcome).toBe('waiting');
  });

  it('passes a failed import on as it is', async () => {
    await expect(loaded(Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });
});
