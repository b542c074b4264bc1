import { Migration } from '@mikro-orm/migrations';

/** Whether someone subscribed is the newsletter's to know (support keeps its subscribers); the account forgets it. */
export class Migration20261125090000_users_newsletter_flag extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "users" drop column if exists "is_subscribed";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" add column "is_subscribed" boolean not null default false;`);
  }

}
