import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  messageId: string;
}

/** Emails sent at once over SMTP. */
const SMTP_CONNECTIONS = 5;

/** Hands one email to the outside world; throws when it could not. */
export interface MailTransport {
  deliver(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Real SMTP through nodemailer, over a small pool of kept-open connections (unless the URL says
 * otherwise), so a burst of orders is not a burst of SMTP handshakes.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', String(SMTP_CONNECTIONS));
  const transporter: Transporter = createTransport(url.href);
  return {
    async deliver(mail) {
      await transporter.sendMail({ ...mail, html: mail.html ?? undefined, messageId: `<${mail.messageId}@nidra>` });
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP_URL each email becomes an .eml file (openable in any mail client) and a log line. */
export function fileTransport(outboxDir: string): MailTransport {
  const transporter: Transporter = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const logger = new Logger('Mail');
  return {
    async deliver(mail) {
      const info = await transporter.sendMail({
        ...mail,
        html: mail.html ?? undefined,
        messageId: `<${mail.messageId}@nidra>`,
      });
      await mkdir(outboxDir, { recursive: true });
      const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.messageId}.eml`);
      // Written aside and renamed, so whoever watches the folder never reads half an email.
      await writeFile(`${file}.part`, info.message as Buffer);
      await rename(`${file}.part`, file);
      logger.log(`Email "${mail.subject}" to ${mail.to} saved to ${file}`);
    },
    close: () => transporter.close(),
  };
}
