import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { InvalidInput, NotFound, type AuthenticatedUser } from '@nidra/api/core';
import { CategoryMessage, type CategoryFields } from '@nidra/shared/contracts';
import { isAdmin } from '../catalog-access';
import { Product } from '../products/product.entity';
import { uniqueSlug } from '../unique-slug';
import { Category } from './category.entity';

@Injectable()
export class CategoriesService {
  constructor(private readonly em: EntityManager) {}

  /** Administrators see every category; everyone else the active ones. */
  list(caller?: AuthenticatedUser, activeOnly = !isAdmin(caller)): Promise<Category[]> {
    return this.em.find(Category, activeOnly ? { isActive: true } : {}, { orderBy: { name: 'asc' } });
  }

  async get(id: string, caller?: AuthenticatedUser): Promise<Category> {
    const category = await this.em.findOne(Category, { id }, { populate: ['products'] });
    if (!category || !(category.isActive || isAdmin(caller))) throw new NotFound(CategoryMessage.notFound);
    return category;
  }

  async add(fields: CategoryFields): Promise<Category> {
    const products = await this.products(fields.products);
    const category = this.em.create(Category, {
      name: fields.name,
      description: fields.description,
      isActive: fields.isActive ?? true,
      slug: await uniqueSlug(this.em, Category, fields.name, 'category'),
    });
    category.products.set(products);
    await this.em.flush();
    return category;
  }

  async update(id: string, fields: CategoryFields): Promise<Category> {
    const category = await this.em.findOne(Category, { id }, { populate: ['products'] });
    if (!category) throw new NotFound(CategoryMessage.notFound);
    category.name = fields.name;
    category.description = fields.description;
    category.products.set(await this.products(fields.products));
    await this.em.flush();
    return category;
  }

  /** Disabling a category disables all its products too, in the same transaction. */
  async setActive(id: string, isActive: boolean): Promise<Category> {
    const category = await this.em.findOne(Category, { id }, { populate: ['products'] });
    if (!category) throw new NotFound(CategoryMessage.notFound);
    await this.em.transactional(async (em) => {
      category.isActive = isActive;
      if (!isActive) {
        await em.nativeUpdate(Product, { id: { $in: category.products.getIdentifiers<string>() } }, { isActive: false });
      }
    });
    return category;
  }

  async remove(id: string): Promise<Category> {
    const category = await this.em.findOne(Category, { id }, { populate: ['products'] });
    if (!category) throw new NotFound(CategoryMessage.notFound);
    await this.em.remove(category).flush();
    return category;
  }

  private async products(ids: string[]): Promise<Product[]> {
    const unique = [...new Set(ids)];
    const products = await this.em.find(Product, { id: { $in: unique } });
    if (products.length !== unique.length) throw new InvalidInput(CategoryMessage.productNotFound);
    return products;
  }
}
