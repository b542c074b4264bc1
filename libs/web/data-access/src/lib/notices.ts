import { useCallback } from 'react';
import { notificationForError } from './api-errors';
import { useAppDispatch } from './hooks';
import { notified, notifySuccess } from './notifications.slice';

/** Passes a failed request to the shared error handler under the given title. */
export function useNotifyError(title?: string) {
  const dispatch = useAppDispatch();
  return useCallback(
    (error: unknown) => {
      const action = notificationForError(error, title);
      if (action) dispatch(action);
    },
    [dispatch, title],
  );
}

/** Shows a message the page was handed (a failed social sign-in) as an error notice. */
export function useNotifyMessage(title?: string) {
  const dispatch = useAppDispatch();
  return useCallback((message: string) => dispatch(notified({ kind: 'error', title, message })), [dispatch, title]);
}

/**
 * Runs a request: its `message` becomes a success notice, its error goes to the shared handler.
 * Resolves to whether it succeeded.
 */
export function useSubmit(title?: string) {
  const dispatch = useAppDispatch();
  const notifyError = useNotifyError(title);
  return useCallback(
    async (request: () => Promise<{ message: string }>): Promise<boolean> => {
      try {
        const result = await request();
        dispatch(notifySuccess(result.message));
        return true;
      } catch (error) {
        notifyError(error);
        return false;
      }
    },
    [dispatch, notifyError],
  );
}
