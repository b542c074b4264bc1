import { EntityManager } from '@mikro-orm/postgresql';
import { MikroORM } from '@mikro-orm/core';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { sqlList } from '../database/sql-list';
import { MailMessage, type MailAttachmentRef, type MailStatus } from './mail-message.entity';
import { fileTransport, MailTransport, smtpTransport, type MailAttachmentFile } from './mail-transport';

export interface MailContent {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files made when the email is sent, by sources registered with `attachmentSource`. */
  attachments?: MailAttachmentRef[];
}

/** Makes an attachment's file from its data (a tax invoice's PDF from the invoice, say), reading nothing else. */
export type AttachmentSource = (data: unknown) => Promise<MailAttachmentFile>;

/** An email as a delivery round claims it. */
type Claimed = Pick<MailMessage, 'id' | 'to' | 'subject' | 'text' | 'html' | 'attachments' | 'attempts'>;

/** What became of a claimed email: its status and attempts now, and in how many minutes it is tried again. */
interface Outcome {
  id: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  retryMinutes: number | null;
}

/** How long to wait before attempt n+1 (minutes); after the last, the email is marked failed. */
const RETRY_MINUTES = [1, 5, 15, 60, 240, 720];
const BATCH = 50;
const POLL_MS = 15_000;
/** A claimed email is invisible to other workers for this long, in case this one dies mid-send. */
const LEASE_MINUTES = 5;

@Injectable()
export class MailService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: MailTransport;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private closed = false;
  private readonly sources = new Map<string, AttachmentSource>();

  constructor(
    private readonly orm: MikroORM,
    private readonly config: AppConfig,
  ) {
    this.transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : fileTransport(config.outboxDir);
  }

  /**
   * Queues an email. Pass the EntityManager of the unit of work that caused it so both are
   * written together; delivery starts once that is flushed.
   */
  queue(em: EntityManager, content: MailContent): MailMessage {
    const message = em.create(MailMessage, {
      to: content.to,
      subject: content.subject,
      text: content.text,
      html: content.html ?? null,
      attachments: content.attachments?.length ? content.attachments : null,
    });
    em.persist(message);
    return message;
  }

  /** Registers what makes the attachments of one kind; a context does this for the files it owns. */
  attachmentSource(kind: string, source: AttachmentSource): void {
    this.sources.set(kind, source);
  }

  /** Queues and commits an email on its own. */
  async send(content: MailContent): Promise<void> {
    const em = this.orm.em.fork() as EntityManager;
    this.queue(em, content);
    await em.flush();
    this.deliverSoon();
  }

  /** Starts a delivery round now (or right after the one in progress). */
  deliverSoon(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.deliverDue()
      .catch((error) => this.logger.error({ err: error }, 'Mail delivery round failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.deliverSoon();
        }
      });
  }

  /** Waits until no delivery round is in progress (used by tests and shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.deliverSoon(), POLL_MS);
    this.timer.unref();
    this.deliverSoon();
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.idle();
    this.transport.close();
  }

  /**
   * One round: claims the due emails and reads them in one statement, sends them, and writes what became
   * of each in one more (a single statement needs no transaction of its own).
   */
  private async deliverDue(): Promise<void> {
    const connection = (this.orm.em as EntityManager).getConnection();
    const claimed = await connection.execute<Claimed[]>(
      `UPDATE mail_outbox SET next_attempt_at = now() + interval '${LEASE_MINUTES} minutes'
        WHERE id IN (SELECT id FROM mail_outbox WHERE status = 'pending' AND next_attempt_at <= now()
                     ORDER BY next_attempt_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING id, "to", subject, text, html, attachments, attempts`,
    );
    if (claimed.length === 0) return;
    // Side by side: the SMTP transport keeps a few connections open and queues the rest.
    const outcomes = await Promise.all(claimed.map((message) => this.deliverOne(message)));
    await connection.execute(
      `UPDATE mail_outbox m
          SET status = o.status, attempts = o.attempts, last_error = o.last_error, updated = now(),
              sent_at = CASE WHEN o.status = 'sent' THEN now() ELSE m.sent_at END,
              next_attempt_at = CASE WHEN o.retry_minutes IS NULL THEN m.next_attempt_at ELSE now() + make_interval(mins => o.retry_minutes) END
         FROM (VALUES ${sqlList(outcomes.length, '(?::uuid, ?::varchar, ?::int, ?::text, ?::int)')})
              AS o (id, status, attempts, last_error, retry_minutes)
        WHERE m.id = o.id`,
      outcomes.flatMap((outcome) => [outcome.id, outcome.status, outcome.attempts, outcome.lastError, outcome.retryMinutes]),
    );
    if (claimed.length === BATCH) this.again = true;
  }

  /** Makes one attachment; one that cannot be made now fails the send, to be tried again later. */
  private async attachment(attachment: MailAttachmentRef): Promise<MailAttachmentFile> {
    const source = this.sources.get(attachment.kind);
    if (!source) throw new Error(`No source for attachments of kind ${attachment.kind}`);
    return source(attachment.data);
  }

  /** Sends one claimed email; answers what became of it: sent, to be tried again later, or given up on. */
  private async deliverOne(message: Claimed): Promise<Outcome> {
    const attempts = message.attempts + 1;
    try {
      const attachments = await Promise.all((message.attachments ?? []).map((attachment) => this.attachment(attachment)));
      await this.transport.deliver({
        from: this.config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.id,
        attachments,
      });
      return { id: message.id, status: 'sent', attempts, lastError: null, retryMinutes: null };
    } catch (error) {
      const lastError = (error as Error).message;
      const wait = RETRY_MINUTES[attempts - 1];
      if (wait === undefined) {
        this.logger.error({ err: error, mailId: message.id }, `Giving up on email "${message.subject}"`);
        return { id: message.id, status: 'failed', attempts, lastError, retryMinutes: null };
      }
      this.logger.warn({ err: error, mailId: message.id }, `Email "${message.subject}" not sent; retrying in ${wait} min`);
      return { id: message.id, status: 'pending', attempts, lastError, retryMinutes: wait };
    }
  }
}
