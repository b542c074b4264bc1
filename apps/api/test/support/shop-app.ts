import { startTestApp as startWith, useTestApp as useWith, type TestApp, type TestAppOptions } from '@nidra/api/testing';
import { SHOP_CONTEXTS } from '../../src/app/shop';

export type { TestApp };
export type ShopAppOptions = Omit<TestAppOptions, 'contexts'>;

/** The whole shop (every context), in-process, for tests of what spans contexts. */
export const startTestApp = (options: ShopAppOptions = {}) => startWith({ ...options, contexts: SHOP_CONTEXTS });

/** The whole shop, started before the enclosing describe's tests and closed after them. */
export const useTestApp = (options: ShopAppOptions | (() => ShopAppOptions) = {}) =>
  useWith(() => ({ ...(typeof options === 'function' ? options() : options), contexts: SHOP_CONTEXTS }));
