import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { authApi } from './auth.api';

export interface AuthState {
  /** The Authorization header value, kept in localStorage under `token`. */
  token: string | null;
}

/** A sign-in, sign-up or social sign-in that answered with a token. */
export const tokenIssued = isAnyOf(
  authApi.endpoints.login.matchFulfilled,
  authApi.endpoints.register.matchFulfilled,
  authApi.endpoints.exchangeCode.matchFulfilled,
);

export const authSlice = createSlice({
  name: 'auth',
  initialState: { token: null } as AuthState,
  reducers: {
    signedOut: (state) => {
      state.token = null;
    },
    tokenReceived: (state, action: PayloadAction<string>) => {
      state.token = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(
      tokenIssued,
      (state, action) => {
        state.token = action.payload.token;
      },
    );
    // A stored token the server no longer accepts (expired, revoked) is dropped.
    builder.addMatcher(authApi.endpoints.getProfile.matchRejected, (state, action) => {
      if ((action.payload as { status?: unknown } | undefined)?.status === 401) state.token = null;
    });
  },
});

export const { signedOut, tokenReceived } = authSlice.actions;

export const selectToken = (state: { auth: AuthState }) => state.auth.token;
export const selectIsAuthenticated = (state: { auth: AuthState }) => state.auth.token !== null;
