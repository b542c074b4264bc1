import { Entity, Property } from '@mikro-orm/core';
import { BaseEntity } from '@nidra/api/core';

@Entity({ tableName: 'newsletter_subscribers' })
export class NewsletterSubscriber extends BaseEntity {
  /** Lower-case; one row per address however often it subscribes. */
  @Property({ type: 'string', length: 320, unique: 'newsletter_subscribers_email_unique' })
  email!: string;
}
