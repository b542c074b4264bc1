import { Migration } from '@mikro-orm/migrations';

/** What the public list shows or counts. Stock (products.quantity) is not in it: orders do not count. */
const WATCHED: Array<[table: string, columns: string]> = [
  ['products', 'is_active, price_paise, brand_id, average_rating, name, created'],
  ['brands', 'is_active, slug'],
  ['categories', 'is_active, slug'],
  ['category_products', 'category_id, product_id'],
];

export class Migration20261123153019_catalog_version extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "catalog_version" ("id" smallint not null, "version" bigint not null default 0, constraint "catalog_version_pkey" primary key ("id"));`,
    );
    this.addSql(`insert into "catalog_version" ("id", "version") values (1, 0);`);
    this.addSql(`create function "bump_catalog_version"() returns trigger language plpgsql as $$
      begin
        update "catalog_version" set "version" = "version" + 1 where "id" = 1;
        return null;
      end $$;`);
    for (const [table, columns] of WATCHED) {
      this.addSql(
        `create trigger "${table}_catalog_version" after insert or delete or truncate or update of ${columns} on "${table}"
           for each statement execute function "bump_catalog_version"();`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const [table] of WATCHED) this.addSql(`drop trigger if exists "${table}_catalog_version" on "${table}";`);
    this.addSql(`drop function if exists "bump_catalog_version"();`);
    this.addSql(`drop table if exists "catalog_version" cascade;`);
  }
}
