import { api } from './api';
import { authApi } from './auth.api';
import { selectIsAuthenticated, signedOut, tokenReceived } from './auth.slice';
import { dismissed, notifySuccess } from './notifications.slice';
import { memoryStorage } from './memory-storage.testing';
import { createAppStore } from './store';

describe('createAppStore', () => {
  it('starts signed in when a token is stored under "token"', () => {
    const store = createAppStore(memoryStorage({ token: 'Bearer abc' }));
    expect(store.getState().auth.token).toBe('Bearer abc');
    expect(selectIsAuthenticated(store.getState())).toBe(true);
  });

  it('keeps the token in storage while signed in and removes it on sign-out', () => {
    const storage = memoryStorage();
    const store = createAppStore(storage);
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    store.dispatch(tokenReceived('Bearer xyz'));
    expect(storage.getItem('token')).toBe('Bearer xyz');
    store.dispatch(signedOut());
    expect(storage.getItem('token')).toBeNull();
  });

  it('takes the token from a successful login', () => {
    const storage = memoryStorage();
    const store = createAppStore(storage);
    const user = { _id: '1', firstName: 'Asha' };
    store.dispatch({
      type: 'api/executeMutation/fulfilled',
      payload: { success: true, token: 'Bearer from-login', user },
      meta: { arg: { endpointName: 'login', type: 'mutation' }, requestStatus: 'fulfilled', requestId: 'r1' },
    });
    expect(authApi.endpoints.login.matchFulfilled).toBeDefined();
    expect(storage.getItem('token')).toBe('Bearer from-login');
  });

  it('drops a stored token the server refuses', () => {
    const storage = memoryStorage({ token: 'Bearer revoked' });
    const store = createAppStore(storage);
    store.dispatch({
      type: 'api/executeQuery/rejected',
      payload: { status: 401, data: { error: 'You need to sign in to do that.' } },
      meta: {
        arg: { endpointName: 'getProfile', type: 'query' },
        requestStatus: 'rejected',
        rejectedWithValue: true,
        requestId: 'r2',
      },
      error: { message: 'Rejected' },
    });
    expect(store.getState().auth.token).toBeNull();
    expect(storage.getItem('token')).toBeNull();
  });

  it('queues and dismisses notices', () => {
    const store = createAppStore(memoryStorage());
    store.dispatch(notifySuccess('You have signed out!'));
    const [notice] = store.getState().notifications;
    expect(notice).toEqual(expect.objectContaining({ kind: 'success', message: 'You have signed out!' }));
    store.dispatch(dismissed(notice.id));
    expect(store.getState().notifications).toEqual([]);
  });

  it('serves endpoints a feature injects after the store was made, as a lazily loaded screen does', async () => {
    const store = createAppStore(memoryStorage());
    let served = 0;
    const late = api.injectEndpoints({
      endpoints: (build) => ({
        lateCount: build.query<number, void>({ queryFn: () => ({ data: ++served }), providesTags: [{ type: 'Order', id: 'LATE' }] }),
        lateChange: build.mutation<null, void>({ queryFn: () => ({ data: null }), invalidatesTags: [{ type: 'Order', id: 'LATE' }] }),
      }),
    });
    await store.dispatch(late.endpoints.lateCount.initiate());
    expect(late.endpoints.lateCount.select()(store.getState()).data).toBe(1);

    // A tag declared on the base api, invalidated by the late code, refetches what it provides.
    await store.dispatch(late.endpoints.lateChange.initiate());
    for (let tries = 0; tries < 100 && late.endpoints.lateCount.select()(store.getState()).data !== 2; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(late.endpoints.lateCount.select()(store.getState()).data).toBe(2);
    store.dispatch(api.util.resetApiState());
  });
});
