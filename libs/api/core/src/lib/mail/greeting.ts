/** The longest name a greeting quotes. */
const GREETING_NAME_MAX = 50;

/**
 * The name an email greets someone by: the first word of the name they gave, without control characters
 * and at most 50 characters, so a name cannot add lines or paragraphs to a mail the shop sends.
 */
export function greetingName(name: string | null | undefined): string {
  const first = (name ?? '').replace(/\p{Cc}/gu, ' ').trim().split(/\s+/)[0] ?? '';
  return first.slice(0, GREETING_NAME_MAX) || 'there';
}

/** "Hi Asha," for any name. */
export const greeting = (name: string | null | undefined) => `Hi ${greetingName(name)},`;
