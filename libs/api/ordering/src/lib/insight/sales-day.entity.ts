import { BigIntType, Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * What confirmed orders (cash on delivery, or paid) placed on one day in Indian Standard Time came to,
 * kept up to date in the transaction of every change that moves it, so the Overview reads days instead
 * of orders. Revenue is with tax and leaves Cancelled items out; an order counts while one of its items
 * is not Cancelled; items are counted by their status.
 */
abstract class SalesFigures {
  @Property({ type: new BigIntType('number'), default: 0 })
  revenuePaise = 0;

  @Property({ type: 'integer', default: 0 })
  orders = 0;

  @Property({ type: 'integer', default: 0 })
  itemsNotProcessed = 0;

  @Property({ type: 'integer', default: 0 })
  itemsProcessing = 0;

  @Property({ type: 'integer', default: 0 })
  itemsShipped = 0;

  @Property({ type: 'integer', default: 0 })
  itemsDelivered = 0;

  @Property({ type: 'integer', default: 0 })
  itemsCancelled = 0;
}

/** The whole shop's day. */
@Entity({ tableName: 'sales_days' })
export class SalesDay extends SalesFigures {
  /** YYYY-MM-DD, Indian Standard Time. */
  @PrimaryKey({ type: 'date' })
  day!: string;
}

/** One brand's lines of the day (an order counts for each brand it has a live line of). */
@Entity({ tableName: 'brand_sales_days' })
export class BrandSalesDay extends SalesFigures {
  /** The catalogue's brand, by id. */
  @PrimaryKey({ type: 'uuid' })
  brandId!: string;

  @PrimaryKey({ type: 'date' })
  day!: string;
}

/**
 * One product's live lines over a day or a month, for the best sellers; each keys it by its period first,
 * then by the catalogue's product id.
 */
abstract class ProductSales {
  /** Its brand when it was sold. */
  @Property({ type: 'uuid', nullable: true })
  brandId: string | null = null;

  /** Its name and slug as last sold. */
  @Property({ type: 'string', length: 200 })
  productName!: string;

  @Property({ type: 'string', length: 220 })
  productSlug!: string;

  @Property({ type: new BigIntType('number'), default: 0 })
  revenuePaise = 0;

  @Property({ type: 'integer', default: 0 })
  quantity = 0;
}

/** One product's live lines of the day. */
@Entity({ tableName: 'product_sales_days' })
@Index({ name: 'product_sales_days_brand_day_idx', properties: ['brandId', 'day'] })
export class ProductSalesDay extends ProductSales {
  @PrimaryKey({ type: 'date' })
  day!: string;

  @PrimaryKey({ type: 'uuid' })
  productId!: string;
}

/**
 * One product's live lines of a month (keyed by its first day): a period's best sellers add whole months
 * instead of their many days, less the days outside the period.
 */
@Entity({ tableName: 'product_sales_months' })
@Index({ name: 'product_sales_months_brand_month_idx', properties: ['brandId', 'month'] })
@Index({ name: 'product_sales_months_product_idx', properties: ['productId', 'month'] })
export class ProductSalesMonth extends ProductSales {
  @PrimaryKey({ type: 'date' })
  month!: string;

  @PrimaryKey({ type: 'uuid' })
  productId!: string;
}
