import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { onFirstUse } from '../loading/on-first-use';
import type { Transporter, TransportOptions } from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  messageId: string;
  attachments?: MailAttachmentFile[];
}

/** A file sent with an email. */
export interface MailAttachmentFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Transport settings the SMTP URL may override (nodemailer reads its query string as options). */
const SMTP_DEFAULTS: Record<string, string> = {
  pool: 'true',
  maxConnections: '5',
  connectionTimeout: '10000',
  greetingTimeout: '10000',
  socketTimeout: '30000',
};

/**
 * A nodemailer transporter made on first use: nodemailer is loaded with the shop's first email, not at
 * start (most processes, and most hours of a running shop, send none).
 */
function lazyTransporter(options: string | TransportOptions): { get(): Promise<Transporter>; close(): void } {
  const get = onFirstUse(() => import('nodemailer').then((nodemailer) => nodemailer.createTransport(options)));
  let used = false;
  return {
    get: () => {
      used = true;
      return get();
    },
    // Nothing to close (or to load) when no email was sent.
    close: () => {
      if (used) void get().then((transporter) => transporter.close(), () => undefined);
    },
  };
}

/** Hands one email to the outside world; throws when it could not. */
export interface MailTransport {
  deliver(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Real SMTP through nodemailer. Unless the URL says otherwise: a small pool of kept-open connections, so
 * a burst of orders is not a burst of SMTP handshakes; and timeouts of seconds, so a mail server that
 * stops answering fails a send (to be retried later) instead of holding up the whole delivery round for
 * nodemailer's defaults of two minutes to connect and ten of silence.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  for (const [name, value] of Object.entries(SMTP_DEFAULTS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  const transporter = lazyTransporter(url.href);
  return {
    async deliver(mail) {
      await (await transporter.get()).sendMail({ ...mail, html: mail.html ?? undefined, messageId: `<${mail.messageId}@nidra>` });
    },
    close: transporter.close,
  };
}

/** Without SMTP_URL each email becomes an .eml file (openable in any mail client) and a log line. */
export function fileTransport(outboxDir: string): MailTransport {
  const transporter = lazyTransporter({ streamTransport: true, buffer: true, newline: 'unix' } as TransportOptions);
  const logger = new Logger('Mail');
  return {
    async deliver(mail) {
      const info = await (await transporter.get()).sendMail({
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
    close: transporter.close,
  };
}
