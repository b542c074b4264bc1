import { Migration } from '@mikro-orm/migrations';
import { droppingForeignKeys } from '@nidra/api/core';

/**
 * A context owns its tables, and none holds a foreign key into another's: these pointed from this
 * context's tables into another's. What they did on delete is done by the contexts themselves, on the
 * events of the context that deletes.
 */
const CROSSING = droppingForeignKeys([
  ['chat_conversations', 'chat_conversations_member_id_foreign', 'member_id', 'users', 'cascade'],
  ['chat_messages', 'chat_messages_sender_id_foreign', 'sender_id', 'users', 'set null'],
]);

export class Migration20261125080001_support_own_tables extends Migration {

  override async up(): Promise<void> {
    for (const sql of CROSSING.up) this.addSql(sql);
  }

  override async down(): Promise<void> {
    for (const sql of CROSSING.down) this.addSql(sql);
  }

}
