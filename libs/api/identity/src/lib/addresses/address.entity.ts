import { Entity, Index, ManyToOne, Property, type Rel } from '@mikro-orm/core';
import { BaseEntity } from '@nidra/api/core';
import { User } from '../users/user.entity';

@Entity({ tableName: 'addresses' })
@Index({ name: 'addresses_user_created_idx', properties: ['user', 'created'] })
// At most one default address per person, whatever two requests do at once.
@Index({
  name: 'addresses_one_default_per_user',
  expression: 'create unique index "addresses_one_default_per_user" on "addresses" ("user_id") where "is_default"',
})
export class Address extends BaseEntity<'isDefault'> {
  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  user!: Rel<User>;

  @Property({ type: 'string', length: 200 })
  address!: string;

  @Property({ type: 'string', length: 100 })
  city!: string;

  @Property({ type: 'string', length: 100 })
  state!: string;

  @Property({ type: 'string', length: 100 })
  country!: string;

  @Property({ type: 'string', length: 20 })
  zipCode!: string;

  @Property({ type: 'boolean', default: false })
  isDefault = false;

  /** Who receives deliveries here; the account holder's name when null. */
  @Property({ type: 'string', length: 100, nullable: true })
  name: string | null = null;

  /** A mobile number for the courier; the account's phone when null. */
  @Property({ type: 'string', length: 10, nullable: true })
  mobile: string | null = null;
}
