import { Entity, Index, ManyToOne, type Rel } from '@mikro-orm/core';
import { Product } from '../products/product.entity';
import { Category } from './category.entity';

/** Which products a category holds; rows go with either side (ON DELETE CASCADE). */
@Entity({ tableName: 'category_products' })
@Index({ name: 'category_products_product_idx', properties: ['product'] })
export class CategoryProduct {
  @ManyToOne(() => Category, { primary: true, deleteRule: 'cascade', updateRule: 'cascade' })
  category!: Rel<Category>;

  @ManyToOne(() => Product, { primary: true, deleteRule: 'cascade', updateRule: 'cascade' })
  product!: Rel<Product>;
}
