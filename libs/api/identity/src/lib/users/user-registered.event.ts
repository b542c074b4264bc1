/** Published after a new account is committed, by email sign-up or a social provider. */
export class UserRegisteredEvent {
  static readonly eventName = 'identity.user-registered';

  constructor(
    readonly userId: string,
    readonly email: string,
    readonly firstName: string,
    readonly isSubscribed: boolean,
  ) {}
}
