import { api, primeFromHeadStart } from './api';
import { takeHeadStart, type HeadStartRequest } from './head-start';
import { memoryStorage } from './memory-storage.testing';
import { createAppStore } from './store';

const thingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listThings: build.query<{ things: string[] }, { page: number }>({
      query: (body) => ({ url: '/things', method: 'POST', body }),
    }),
  }),
});

/** What index.html's inline script leaves when it asked for these requests. */
function headStart(...requests: HeadStartRequest[]): void {
  globalThis.nidraHeadStart = { requests, painted: Promise.resolve() };
}

describe("the inline script's early answers", () => {
  let store: ReturnType<typeof createAppStore>;
  beforeEach(() => {
    store = createAppStore(memoryStorage());
  });
  afterEach(() => {
    globalThis.nidraHeadStart = undefined;
    // Drops the cache entries with the timers that would remove them later.
    store.dispatch(api.util.resetApiState());
  });

  it('become the results of the queries they stand for before the app renders, taken once', () => {
    const answer = { things: ['pillow'] };
    const unanswered: HeadStartRequest = { endpoint: 'listThings', arg: { page: 2 }, key: 'POST /things {"page":2}', answer: new Promise(() => undefined) };
    headStart({ endpoint: 'listThings', arg: { page: 1 }, key: 'POST /things {"page":1}', answer: Promise.resolve(answer), value: answer }, unanswered);

    primeFromHeadStart(store.dispatch);

    const first = thingsApi.endpoints.listThings.select({ page: 1 })(store.getState());
    expect(first.data).toEqual(answer);
    expect(first.isSuccess).toBe(true);
    // Not answered yet: left for the app's own request of it to take.
    expect(thingsApi.endpoints.listThings.select({ page: 2 })(store.getState()).data).toBeUndefined();
    expect(globalThis.nidraHeadStart?.requests).toEqual([unanswered]);
    expect(takeHeadStart({ url: '/things', method: 'POST', body: { page: 2 } })).toBe(unanswered.answer);
    expect(takeHeadStart({ url: '/things', method: 'POST', body: { page: 2 } })).toBeNull();
  });

  it('leave a failed request to the app, which asks again', () => {
    headStart({ endpoint: 'listThings', arg: { page: 1 }, key: 'POST /things {"page":1}', answer: Promise.resolve(null), value: null });
    primeFromHeadStart(store.dispatch);
    expect(thingsApi.endpoints.listThings.select({ page: 1 })(store.getState()).data).toBeUndefined();
    // The app's request finds it answered with nothing, and fetches for itself.
    expect(takeHeadStart({ url: '/things', method: 'POST', body: { page: 1 } })).not.toBeNull();
  });
});
