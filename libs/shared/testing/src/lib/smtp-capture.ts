import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpCapture {
  url: string;
  messages: CapturedMail[];
  /** While true, every message is refused with a temporary failure (451). */
  refuse: boolean;
  /** Waits for an email to that address with that subject. */
  mailTo(to: string, subject: string): Promise<CapturedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback (on `port`, or any free one) that keeps what it receives; with `saveTo`, each message is also
 * written there as an .eml file (so other processes can read it).
 */
export async function startSmtpCapture(options: { saveTo?: string; port?: number } = {}): Promise<SmtpCapture> {
  if (options.saveTo) mkdirSync(options.saveTo, { recursive: true });
  const capture: SmtpCapture = {
    url: '',
    messages: [],
    refuse: false,
    mailTo: (to, subject) =>
      eventually(() => {
        const found = capture.messages.find((m) => m.to.includes(to) && m.raw.includes(`Subject: ${subject}`));
        if (!found) throw new Error(`No "${subject}" email to ${to} yet`);
        return found;
      }),
    close: async () => undefined,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The shop keeps a pool of connections open; closing the server ends them rather than waiting.
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (capture.refuse) {
          callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
          return;
        }
        const message = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        capture.messages.push(message);
        if (options.saveTo) {
          const name = `${Date.now()}-${capture.messages.length}-${message.to.join('+')}.eml`;
          writeFileSync(join(options.saveTo, name), message.raw);
        }
        callback();
      });
    },
  });
  // A port already taken fails the start instead of leaving it waiting.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  capture.url = `smtp://127.0.0.1:${port}`;
  capture.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return capture;
}

/** Polls until the check passes (or fails the test after the timeout). */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
