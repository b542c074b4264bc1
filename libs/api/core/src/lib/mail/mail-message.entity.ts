import { Entity, Index, JsonType, Property } from '@mikro-orm/core';
import { BaseEntity } from '../database/base.entity';

export type MailStatus = 'pending' | 'sent' | 'failed';

/** An attachment to be made when the email is sent: `kind` names the source, `data` is what it makes it from. */
export interface MailAttachmentRef {
  kind: string;
  data: unknown;
}

/**
 * The outbox: an email is written here in the same transaction as the change that caused it,
 * then delivered (and retried) apart from the request, so a mail server outage loses nothing.
 */
@Entity({ tableName: 'mail_outbox' })
@Index({ name: 'mail_outbox_due_idx', properties: ['status', 'nextAttemptAt'] })
export class MailMessage extends BaseEntity<'status' | 'attempts' | 'nextAttemptAt' | 'sentAt' | 'lastError' | 'html' | 'attachments'> {
  @Property({ type: 'string', length: 320 })
  to!: string;

  @Property({ type: 'string', length: 300 })
  subject!: string;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'text', nullable: true })
  html?: string | null;

  /**
   * Files to attach, as what makes them (a kind a source was registered for, and the data it makes the
   * file from), so that the outbox row stays small and the file is made when the email goes out.
   */
  @Property({ type: JsonType, columnType: 'jsonb', nullable: true })
  attachments?: MailAttachmentRef[] | null;

  @Property({ type: 'string', length: 10 })
  status: MailStatus = 'pending';

  @Property({ type: 'integer' })
  attempts = 0;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  nextAttemptAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  sentAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;
}
