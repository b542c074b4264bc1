/** The longest name a greeting quotes, in characters. */
const GREETING_NAME_MAX = 50;

/** Letters of any script (with their combining marks), white space and the punctuation of names: . ' ’ - */
const NAME_LIKE = /^[\p{L}\p{M}\s.'’-]+$/u;
/** A dot right before a letter reads as a web address ("evil.example"), which mail clients turn into a link. */
const ADDRESS_LIKE = /\.[\p{L}\p{M}]/u;

/**
 * The name an email greets someone by: the first word of the name they gave, at most 50 characters, and
 * only when the whole name looks like a name (letters, spaces, . ' -). Anything else (digits, slashes,
 * a web address, direction or invisible characters) is not quoted: the mail may go to any
 * address typed in a form, and must not carry someone else's text or link in the shop's name.
 */
export function greetingName(name: string | null | undefined): string | undefined {
  const text = (name ?? '').trim();
  if (!NAME_LIKE.test(text) || ADDRESS_LIKE.test(text)) return undefined;
  const first = Array.from(text.split(/\s+/)[0]).slice(0, GREETING_NAME_MAX).join('');
  return /\p{L}/u.test(first) ? first : undefined;
}

/** "Hi Asha," for a name that looks like one, else "Hi,". */
export function greeting(name: string | null | undefined): string {
  const quoted = greetingName(name);
  return quoted ? `Hi ${quoted},` : 'Hi,';
}
