import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { ProductDeletedEvent } from '@nidra/api/catalog';

/** What ordering does when the catalogue changes under it. */
@Injectable()
export class CatalogListener {
  constructor(private readonly em: EntityManager) {}

  /** A deleted product's cart and order lines keep what they recorded of it, and no longer point at it. */
  @OnEvent(ProductDeletedEvent.eventName, { promisify: true, suppressErrors: false })
  async onProductDeleted(event: ProductDeletedEvent): Promise<void> {
    await this.em.execute(
      `WITH carts AS (UPDATE cart_items SET product_id = NULL WHERE product_id = ?)
       UPDATE order_items SET product_id = NULL WHERE product_id = ?`,
      [event.productId, event.productId],
    );
  }
}
