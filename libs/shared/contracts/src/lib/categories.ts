import type { ActiveField } from './catalog';

export interface CategoryProductDto {
  _id: string;
  name: string;
  slug: string;
}

export interface CategoryDto {
  _id: string;
  name: string;
  slug: string;
  description: string;
  isActive: boolean;
  /** The products in it, by id and name (on the single-category answers), as its edit form lists them. */
  products?: CategoryProductDto[];
  created: string;
}

export interface CategoryListResponse {
  categories: CategoryDto[];
}

export interface CategoryResponse {
  category: CategoryDto;
}

/** A category added, changed or deleted, with the words to show. */
export interface CategoryChangedResponse {
  success: true;
  message: string;
  category: CategoryDto;
}

export interface CategoryFields {
  name: string;
  description: string;
  /** Ids of the products in the category. */
  products: string[];
  isActive?: boolean;
}

/** `PUT /api/category/{id}`. */
export interface UpdateCategoryRequest {
  category: CategoryFields;
}

export interface CategoryActiveRequest {
  category: ActiveField;
}

export const CategoryMessage = {
  productsRequired: 'Products are required.',
  productNotFound: 'One of the chosen products does not exist.',
  added: 'Category has been added successfully!',
  updated: 'Category has been updated successfully!',
  deleted: 'Category has been deleted successfully!',
  notFound: 'no category found.',
  empty: 'no categories found.',
} as const;
