import { Migration } from '@mikro-orm/migrations';

export class Migration20261122075000_order_search extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "orders_id_trgm_idx" on "orders" using gin (("id"::text) gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "orders_id_trgm_idx";`);
  }
}
