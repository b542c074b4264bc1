import { Collection, Entity, Index, ManyToMany, Property } from '@mikro-orm/core';
import { BaseEntity } from '@nidra/api/core';
import { Product } from '../products/product.entity';
import { CategoryProduct } from './category-product.entity';

@Entity({ tableName: 'categories' })
@Index({ name: 'categories_active_name_idx', properties: ['isActive', 'name'] })
export class Category extends BaseEntity<'isActive'> {
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 120, unique: 'categories_slug_unique' })
  slug!: string;

  @Property({ type: 'string', length: 200 })
  description!: string;

  @Property({ type: 'boolean', default: true })
  isActive = true;

  /** Deleting a product or a category removes its rows here (ON DELETE CASCADE). */
  @ManyToMany({ entity: () => Product, pivotEntity: () => CategoryProduct })
  products = new Collection<Product>(this);
}
