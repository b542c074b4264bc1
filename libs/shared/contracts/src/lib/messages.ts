/**
 * The texts of the forms' rules and of the notices. Forms show them and the server answers with them,
 * word for word.
 */
export const ValidationMessage = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Email format is invalid.',
  passwordRequired: 'Password is required.',
  passwordMin: 'Password must be at least 6 characters.',
  firstNameRequired: 'First Name is required.',
  lastNameRequired: 'Last Name is required.',
  confirmPasswordRequired: 'Confirm password is required.',
  confirmPasswordMin: 'Confirm password must be at least 6 characters.',
  confirmPasswordMatch: 'Confirm password and password fields must match.',
  phoneInvalid: 'Phone number format is invalid.',
} as const;

export const PASSWORD_MIN_LENGTH = 6;

/**
 * Characters no name may hold, since names are mailed and printed on documents: control characters (line
 * breaks, tabs, NUL …), and the direction controls (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C)
 * and zero-width characters (U+200B–U+200D, U+2060, U+FEFF) that make a name read otherwise than it is.
 */
export const NAME_CONTROL_CHARACTER = /\p{Cc}/u;
export const NAME_HIDDEN_CHARACTER = /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/u;

/** The refusals of a name holding one of those characters; `field` is the form's label, as "First Name". */
export const NameMessage = {
  controlCharacters: (field: string) => `${field} may not contain line breaks or other control characters.`,
  hiddenCharacters: (field: string) => `${field} may not contain text direction marks or invisible characters.`,
} as const;

/**
 * A name from elsewhere that the shop cannot refuse (a sign-in provider's), made plain: those characters
 * dropped and spaces run together.
 */
export function plainName(name: string): string {
  return name.replace(new RegExp(`${NAME_CONTROL_CHARACTER.source}|${NAME_HIDDEN_CHARACTER.source}`, 'gu'), '').replace(/\s+/g, ' ').trim();
}

/** Whether a name holds a character no name may hold, and which kind: the refusal for its field. */
export function nameProblem(name: string, field: string): string | undefined {
  if (NAME_CONTROL_CHARACTER.test(name)) return NameMessage.controlCharacters(field);
  if (NAME_HIDDEN_CHARACTER.test(name)) return NameMessage.hiddenCharacters(field);
  return undefined;
}

export const AuthMessage = {
  wrongCredentials: 'The email or password you entered is incorrect.',
  emailTaken: 'That email address is already in use.',
  signedOut: 'You have signed out!',
  signedUp: 'You have signed up successfully! You will be receiving an email as well. Thank you!',
  welcomeBack: (firstName: string) => `Hey ${firstName}, Welcome Back!`,
} as const;

/** The notification titles of the forms that have their own. */
export const ErrorTitle = {
  default: 'Please Try Again!',
  login: 'Please try to login again!',
  signup: 'Please try to signup again!',
  forgot: 'Please try again!',
  reset: 'Please try to reset again!',
} as const;

/** A 10-digit phone number with optional parentheses and separators: "(987) 654-3210", "987.654.3210". */
export const PHONE_PATTERN = /^\(?\d{3}\)?[-. ]?\d{3}[-. ]?\d{4}$/;

export const ProfileMessage = {
  updated: 'Your profile is successfully updated!',
} as const;

export const PasswordMessage = {
  resetEmailSent: 'Please check your email for the link to reset your password.',
  tokenExpired: 'Your token has expired. Please attempt to reset your password again.',
  changed: 'Password changed successfully. Please login with your new password.',
} as const;
