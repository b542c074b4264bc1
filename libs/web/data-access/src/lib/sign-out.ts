import { AuthMessage } from '@nidra/shared/contracts';
import { api } from './api';
import { authApi } from './auth.api';
import { signedOut } from './auth.slice';
import { notifySuccess } from './notifications.slice';
import type { AppDispatch } from './store';

/** Forgets the token and everything fetched with it (after sign-out or a password change). */
export function forgetSession() {
  return (dispatch: AppDispatch) => {
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
  };
}

/** Revokes the token on the server, then forgets the session. */
export function signOut() {
  return async (dispatch: AppDispatch) => {
    // Signing out locally must not depend on the network; the server call is best effort.
    await dispatch(authApi.endpoints.logout.initiate()).unwrap().catch(() => undefined);
    dispatch(forgetSession());
    dispatch(notifySuccess(AuthMessage.signedOut));
  };
}
