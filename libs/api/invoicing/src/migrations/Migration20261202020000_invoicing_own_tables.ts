import { Migration } from '@mikro-orm/migrations';

/**
 * Tax documents become invoicing's own. The shop's database has the tables already (ordering made them
 * while it issued the documents); a database of invoicing alone gets them here. Each document now keeps
 * who bought and which products its lines are, so whoever may read it is known without the order, and no
 * key reaches into ordering's orders.
 */
export class Migration20261202020000_invoicing_own_tables extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "tax_documents" ("id" uuid not null, "created" timestamptz not null default now(), "updated" timestamptz not null default now(), "order_id" uuid not null, "type" varchar(16) not null, "number" varchar(16) null, "issued_on" date not null, "refers_to" uuid null, "item_ids" uuid[] not null default '{}', "document" jsonb not null, constraint "tax_documents_pkey" primary key ("id"), constraint "tax_documents_number_unique" unique ("number"));`);
    this.addSql(`create index if not exists "tax_documents_order_idx" on "tax_documents" ("order_id");`);
    this.addSql(`create unique index if not exists "tax_documents_invoice_unique" on "tax_documents" ("order_id") where "type" <> 'credit-note';`);
    this.addSql(`create table if not exists "document_counters" ("series" varchar(16) not null, "last" int not null, constraint "document_counters_pkey" primary key ("series"));`);

    this.addSql(`alter table "tax_documents" drop constraint if exists "tax_documents_order_id_foreign";`);
    this.addSql(`alter table "tax_documents" add column "buyer_id" uuid null, add column "product_ids" uuid[] not null default '{}';`);
    // Filled from the orders the documents were issued for, where this database holds them.
    this.addSql(
      `do $$ begin if to_regclass('orders') is not null then
         update "tax_documents" d set "buyer_id" = o."user_id",
                "product_ids" = coalesce((select array_agg(i."product_id" order by i."position") from "order_items" i where i."order_id" = o."id"), '{}')
           from "orders" o where o."id" = d."order_id";
       end if; end $$;`,
    );
    this.addSql(`alter table "tax_documents" alter column "buyer_id" set not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "tax_documents" drop column "buyer_id", drop column "product_ids";`);
  }

}
