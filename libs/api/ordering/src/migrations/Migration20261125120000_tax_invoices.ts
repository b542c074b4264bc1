import { Migration } from '@mikro-orm/migrations';

/**
 * Tax invoices: cart and order lines keep the HSN code and GST rate they were sold at, an order the seller's
 * state and the place of supply that decide CGST + SGST or IGST, and its invoice number; the documents
 * themselves are kept whole, numbered per series and financial year from a counter. Order lines sold
 * before rates were kept take the rate their tax shows (GST_RATE or 0); carts priced before are priced
 * again when placed.
 */
export class Migration20261125120000_tax_invoices extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "cart_items" add column "gst_rate" numeric(5,2) null, add column "hsn" varchar(8) null;`);
    this.addSql(`alter table "order_items" add column "hsn" varchar(8) not null default '9404', add column "gst_rate" numeric(5,2) not null default 0;`);
    this.addSql(`update "order_items" set "gst_rate" = round("tax_paise" * 100.0 / "total_paise", 2) where "total_paise" > 0 and "tax_paise" > 0;`);
    this.addSql(`alter table "orders" add column "seller_state_code" varchar(2) null, add column "supply_state_code" varchar(2) null, add column "invoice_number" varchar(16) null;`);

    this.addSql(`create table "tax_documents" ("id" uuid not null, "created" timestamptz not null default now(), "updated" timestamptz not null default now(), "order_id" uuid not null, "type" varchar(16) not null, "number" varchar(16) null, "issued_on" date not null, "refers_to" uuid null, "item_ids" uuid[] not null default '{}', "document" jsonb not null, constraint "tax_documents_pkey" primary key ("id"));`);
    this.addSql(`alter table "tax_documents" add constraint "tax_documents_number_unique" unique ("number");`);
    this.addSql(`create index "tax_documents_order_idx" on "tax_documents" ("order_id");`);
    this.addSql(`create unique index "tax_documents_invoice_unique" on "tax_documents" ("order_id") where "type" <> 'credit-note';`);
    this.addSql(`alter table "tax_documents" add constraint "tax_documents_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "document_counters" ("series" varchar(16) not null, "last" int not null, constraint "document_counters_pkey" primary key ("series"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "document_counters";`);
    this.addSql(`drop table if exists "tax_documents";`);
    this.addSql(`alter table "orders" drop column "seller_state_code", drop column "supply_state_code", drop column "invoice_number";`);
    this.addSql(`alter table "order_items" drop column "hsn", drop column "gst_rate";`);
    this.addSql(`alter table "cart_items" drop column "gst_rate", drop column "hsn";`);
  }

}
