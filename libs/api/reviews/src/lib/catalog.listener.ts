import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { ProductDeletedEvent } from '@nidra/api/catalog';

/** What reviews does when the catalogue changes under it. */
@Injectable()
export class CatalogListener {
  constructor(private readonly em: EntityManager) {}

  /** A deleted product's reviews go with it. */
  @OnEvent(ProductDeletedEvent.eventName, { promisify: true, suppressErrors: false })
  async onProductDeleted(event: ProductDeletedEvent): Promise<void> {
    await this.em.execute('DELETE FROM reviews WHERE product_id = ?', [event.productId]);
  }
}
