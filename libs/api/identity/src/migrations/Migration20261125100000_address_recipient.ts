import { Migration } from '@mikro-orm/migrations';

/** An address may name who receives deliveries there and their mobile for the courier. */
export class Migration20261125100000_address_recipient extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "addresses" add column if not exists "name" varchar(100) null, add column if not exists "mobile" varchar(10) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "addresses" drop column if exists "name", drop column if exists "mobile";`);
  }

}
