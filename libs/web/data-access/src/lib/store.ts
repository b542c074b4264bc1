import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { TOKEN_STORAGE_KEY } from '@nidra/shared/contracts';
import { api } from './api';
import { authSlice, type AuthState } from './auth.slice';
import { notificationsSlice } from './notifications.slice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  auth: authSlice.reducer,
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
  const persistToken = createListenerMiddleware();
  persistToken.startListening({
    predicate: (_action, current, previous) =>
      (current as RootState).auth.token !== (previous as RootState).auth.token,
    effect: (_action, listener) => {
      const token = (listener.getState() as RootState).auth.token;
      if (token) storage?.setItem(TOKEN_STORAGE_KEY, token);
      else storage?.removeItem(TOKEN_STORAGE_KEY);
    },
  });

  const auth: AuthState = { token: readStoredToken(storage) };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { auth } as Partial<RootState>,
    middleware: (getDefault) => getDefault().prepend(persistToken.middleware).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
