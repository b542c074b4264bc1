/**
 * Published by the catalogue once a product is deleted: the contexts that keep its id let go of it
 * (order and cart lines keep their snapshot without it, its reviews go).
 */
export class ProductDeletedEvent {
  static readonly eventName = 'catalog.product-deleted';

  constructor(readonly productId: string) {}
}
