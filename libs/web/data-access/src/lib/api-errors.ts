import { ErrorTitle, isErrorResponse } from '@nidra/shared/contracts';
import { notified } from './notifications.slice';

/**
 * The shared error handler: a refused request (400, and the other 4xx the server
 * explains: 409, 413, 415, 429) shows the server's `error` under the given title; 401 and 404
 * show nothing; no response at all shows the network's message.
 */
export function notificationForError(error: unknown, title: string = ErrorTitle.default) {
  const failure = error as { status?: unknown; data?: unknown; error?: unknown };
  if (failure?.status === 401 || failure?.status === 404) return undefined;
  if (typeof failure?.status === 'number' && failure.status >= 400 && failure.status < 500) {
    if (!isErrorResponse(failure.data)) return undefined;
    return notified({ kind: 'error', title, message: failure.data.error });
  }
  if (failure?.status === 'FETCH_ERROR' && typeof failure.error === 'string') {
    return notified({ kind: 'error', title, message: 'Could not reach the shop. Check your connection and try again.' });
  }
  return undefined;
}

/** The server's own words for a refused request (its `error`), or undefined when it gave none. */
export function serverErrorMessage(error: unknown): string | undefined {
  const data = (error as { data?: unknown } | null)?.data;
  return isErrorResponse(data) ? data.error : undefined;
}
