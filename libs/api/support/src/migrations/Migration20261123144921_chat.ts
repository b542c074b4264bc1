import { Migration } from '@mikro-orm/migrations';

export class Migration20261123144921_chat extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "chat_conversations" ("id" uuid not null, "created" timestamptz not null default now(), "updated" timestamptz not null default now(), "member_id" uuid not null, "unread" int not null default 0, "last_message_at" timestamptz null, "last_auto_reply_at" timestamptz null, constraint "chat_conversations_pkey" primary key ("id"));`);
    this.addSql(`alter table "chat_conversations" add constraint "chat_conversations_member_unique" unique ("member_id");`);
    this.addSql(`create index "chat_conversations_last_message_idx" on "chat_conversations" ("last_message_at");`);

    this.addSql(`create table "chat_messages" ("id" uuid not null, "created" timestamptz not null default now(), "updated" timestamptz not null default now(), "conversation_id" uuid not null, "sender_id" uuid null, "from_admin" boolean not null, "automatic" boolean not null default false, "body" varchar(2000) not null, "name" varchar(100) not null, constraint "chat_messages_pkey" primary key ("id"));`);
    this.addSql(`create index "chat_messages_sender_idx" on "chat_messages" ("sender_id");`);
    this.addSql(`create index "chat_messages_conversation_created_idx" on "chat_messages" ("conversation_id", "created");`);

    this.addSql(`alter table "chat_conversations" add constraint "chat_conversations_member_id_foreign" foreign key ("member_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "chat_messages" add constraint "chat_messages_conversation_id_foreign" foreign key ("conversation_id") references "chat_conversations" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "chat_messages" add constraint "chat_messages_sender_id_foreign" foreign key ("sender_id") references "users" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "chat_messages" drop constraint "chat_messages_conversation_id_foreign";`);

    this.addSql(`drop table if exists "chat_conversations" cascade;`);

    this.addSql(`drop table if exists "chat_messages" cascade;`);
  }

}
