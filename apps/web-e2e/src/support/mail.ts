import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Waits for the newest email to `to` with the subject, as the shop sent it over SMTP. */
export async function waitForEmail(to: string, subject: string, timeoutMs = 10_000): Promise<string> {
  const dir = process.env['SHOP_MAIL_DIR'];
  if (!dir) throw new Error('SHOP_MAIL_DIR is not set: the global setup did not start the mail catcher.');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readdirSync(dir)
      .filter((name) => name.includes(to))
      .sort()
      .reverse()
      .map((name) => readFileSync(join(dir, name), 'utf8'))
      .find((raw) => raw.includes(`Subject: ${subject}`));
    if (found) return found.replace(/=\r?\n/g, '');
    if (Date.now() > deadline) throw new Error(`No "${subject}" email to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
