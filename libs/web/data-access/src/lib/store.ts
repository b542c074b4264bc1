import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { TOKEN_STORAGE_KEY } from '@nidra/shared/contracts';
import { api } from './api';
import { authSlice, type AuthState } from './auth.slice';
import { CART_STORAGE, cartRestored, cartSlice, readStoredCart, writeStoredCart } from './cart.slice';
import { drawerSlice } from './drawer.slice';
import { notificationsSlice } from './notifications.slice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  auth: authSlice.reducer,
  cart: cartSlice.reducer,
  drawer: drawerSlice.reducer,
  notifications: notificationsSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

function readStoredToken(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The app's store; the token survives reloads in localStorage under `token`. */
export function createAppStore(storage: Storage | undefined = globalThis.localStorage) {
  const persist = createListenerMiddleware();
  persist.startListening({
    predicate: (_action, current, previous) =>
      (current as RootState).auth.token !== (previous as RootState).auth.token,
    effect: (_action, listener) => {
      const token = (listener.getState() as RootState).auth.token;
      if (token) storage?.setItem(TOKEN_STORAGE_KEY, token);
      else storage?.removeItem(TOKEN_STORAGE_KEY);
    },
  });

  // The bag survives reloads.
  persist.startListening({
    predicate: (_action, current, previous) => (current as RootState).cart !== (previous as RootState).cart,
    effect: (_action, listener) => writeStoredCart(storage, (listener.getState() as RootState).cart),
  });

  const auth: AuthState = { token: readStoredToken(storage) };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { auth, cart: readStoredCart(storage) } as Partial<RootState>,
    middleware: (getDefault) => getDefault().prepend(persist.middleware).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  // A bag changed in another tab shows here too.
  if (storage && storage === globalThis.localStorage) {
    globalThis.addEventListener?.('storage', (event) => {
      if (event.key === CART_STORAGE.items || event.key === null) store.dispatch(cartRestored(readStoredCart(storage)));
    });
  }
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
