import { Entity, Index, Property } from '@mikro-orm/core';
import { BaseEntity } from '@nidra/api/core';

@Entity({ tableName: 'contact_messages' })
@Index({ name: 'contact_messages_created_idx', properties: ['created'] })
export class ContactMessage extends BaseEntity {
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 320 })
  email!: string;

  @Property({ type: 'text' })
  message!: string;
}
