import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import type { AuthState } from './auth.slice';
import { takeHeadStart, takeHeadStartAnswers } from './head-start';
import type { AppDispatch } from './store';

const fetched = fetchBaseQuery({
  // Absolute, so requests also work where relative URLs have no base (tests under Node).
  baseUrl: `${globalThis.location?.origin ?? ''}/api`,
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as { auth: AuthState }).auth.token;
    if (token) headers.set('authorization', token);
    return headers;
  },
});

/** Every request, except one the page's inline script already made: its answer is used as it came. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta> = async (args, api, extra) => {
  const early = takeHeadStart(args);
  const answer = early ? await early : null;
  return answer ? { data: answer } : fetched(args, api, extra);
};

/**
 * The one API slice. Each feature library injects its own endpoints into it when its code loads (a
 * lazily loaded dashboard's with the dashboard); the session's and the settings' are injected here. Every
 * tag type is declared here. The token is sent as the Authorization header exactly as the server issued
 * it ("Bearer …").
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['User', 'Settings', 'Address', 'Brand', 'Product', 'Category', 'Wishlist', 'Order', 'Return', 'Review', 'Merchant', 'Ledger', 'Settlement'],
  endpoints: () => ({}),
});

/**
 * Puts the answers index.html's inline script already has into the store, as the results of the app's own
 * queries they stand for, before the app first renders: the page it drew is rendered again at once from the
 * same data, not from a spinner.
 */
export function primeFromHeadStart(dispatch: AppDispatch): void {
  const entries = takeHeadStartAnswers();
  // The endpoints are the features' (injected by name); the answers are their results as the server sent them.
  if (entries.length) dispatch(api.util.upsertQueryEntries(entries as never));
}
