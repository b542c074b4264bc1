/**
 * Published after a user's sessions end or their access changes (sign-out, a new password, a role
 * changed, the account deleted): whatever holds an open session for them, such as a chat socket, closes it.
 */
export class SessionsEndedEvent {
  static readonly eventName = 'identity.sessions-ended';

  constructor(readonly userId: string) {}
}
