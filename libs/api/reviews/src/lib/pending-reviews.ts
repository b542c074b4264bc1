import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ProductLookup } from '@nidra/api/catalog';
import { sqlArray } from '@nidra/api/core';
import { ReviewStatus } from '@nidra/shared/contracts';

/** What other contexts may ask about reviews waiting for moderation. */
@Injectable()
export class PendingReviews {
  constructor(
    private readonly em: EntityManager,
    private readonly products: ProductLookup,
  ) {}

  /** Reviews waiting for approval: all of them, or those of the merchant's products (two statements). */
  async count(merchantId: string | null): Promise<number> {
    if (merchantId === null) {
      const [row] = await this.em.execute<Array<{ count: string }>>('SELECT count(*) AS count FROM reviews WHERE status = ?', [ReviewStatus.Waiting]);
      return Number(row?.count ?? 0);
    }
    const ids = await this.products.idsOfMerchant(merchantId);
    if (ids.length === 0) return 0;
    const [row] = await this.em.execute<Array<{ count: string }>>('SELECT count(*) AS count FROM reviews WHERE status = ? AND product_id = ANY(?::uuid[])', [ReviewStatus.Waiting, sqlArray(ids)]);
    return Number(row?.count ?? 0);
  }
}
