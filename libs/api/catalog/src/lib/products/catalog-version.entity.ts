import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One row whose number database triggers raise whenever what the public list shows or counts changes
 * (products, brands, categories and their links; not stock). Counts cached under a number stay right
 * for as long as it is current, on every instance of the shop.
 */
@Entity({ tableName: 'catalog_version' })
export class CatalogVersion {
  @PrimaryKey({ type: 'smallint', autoincrement: false })
  id!: number;

  @Property({ type: 'bigint', default: 0 })
  version!: string;
}
