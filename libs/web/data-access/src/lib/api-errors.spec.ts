import { ErrorTitle } from '@nidra/shared/contracts';
import { notificationForError } from './api-errors';

describe('notificationForError', () => {
  it("shows a 400's error under the given title", () => {
    const action = notificationForError({ status: 400, data: { error: 'Email is required.' } }, ErrorTitle.login);
    expect(action?.payload).toEqual(
      expect.objectContaining({ kind: 'error', title: 'Please try to login again!', message: 'Email is required.' }),
    );
  });

  it('falls back to the default title', () => {
    const action = notificationForError({ status: 409, data: { error: 'That email address is already in use.' } });
    expect(action?.payload.title).toBe('Please Try Again!');
  });

  it('shows nothing for 401 and 404', () => {
    expect(notificationForError({ status: 401, data: { error: 'x' } })).toBeUndefined();
    expect(notificationForError({ status: 404, data: { error: 'x' } })).toBeUndefined();
  });

  it('says so when the shop cannot be reached', () => {
    const action = notificationForError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' });
    expect(action?.payload.message).toMatch(/Could not reach the shop/);
  });

  it('shows nothing for a server failure without an explanation', () => {
    expect(notificationForError({ status: 500, data: { error: 'Something went wrong' } })).toBeUndefined();
  });
});
