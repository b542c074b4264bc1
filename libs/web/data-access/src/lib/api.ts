import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { AuthState } from './auth.slice';

/**
 * The one API slice. Each feature library injects its own endpoints into it when its code loads (a
 * lazily loaded dashboard's with the dashboard); the session's and the settings' are injected here. Every
 * tag type is declared here. The token is sent as the Authorization header exactly as the server issued
 * it ("Bearer …").
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    // Absolute, so requests also work where relative URLs have no base (tests under Node).
    baseUrl: `${globalThis.location?.origin ?? ''}/api`,
    prepareHeaders: (headers, { getState }) => {
      const token = (getState() as { auth: AuthState }).auth.token;
      if (token) headers.set('authorization', token);
      return headers;
    },
  }),
  tagTypes: ['User', 'Settings', 'Address', 'Brand', 'Product', 'Category', 'Wishlist', 'Order', 'Return', 'Review', 'Merchant'],
  endpoints: () => ({}),
});
