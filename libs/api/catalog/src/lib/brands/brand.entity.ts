import { Entity, Index, Property } from '@mikro-orm/core';
import { BaseEntity } from '@nidra/api/core';

@Entity({ tableName: 'brands' })
@Index({ name: 'brands_active_name_idx', properties: ['isActive', 'name'] })
// Two brands may not share a name in any letter case.
@Index({
  name: 'brands_name_lower_unique',
  expression: 'create unique index "brands_name_lower_unique" on "brands" (lower("name"))',
})
export class Brand extends BaseEntity<'isActive' | 'merchantId'> {
  @Property({ type: 'string', length: 100 })
  name!: string;

  /** Made from the name once; stays put when the brand is renamed, so links keep working. */
  @Property({ type: 'string', length: 120, unique: 'brands_slug_unique' })
  slug!: string;

  @Property({ type: 'string', length: 200 })
  description!: string;

  @Property({ type: 'boolean', default: true })
  isActive = true;

  /** The merchant record that sells under this brand (merchants context); null for the shop's own. */
  @Property({ type: 'uuid', nullable: true })
  @Index({ name: 'brands_merchant_idx' })
  merchantId: string | null = null;
}
