import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MerchantStatus } from '@nidra/shared/contracts';

/** What other contexts may ask about seller requests waiting for an administrator. */
@Injectable()
export class PendingMerchants {
  constructor(private readonly em: EntityManager) {}

  /** Seller requests waiting for approval (one statement). */
  async count(): Promise<number> {
    const [row] = await this.em.execute<Array<{ count: string }>>('SELECT count(*) AS count FROM merchants WHERE status = ?', [MerchantStatus.Waiting]);
    return Number(row?.count ?? 0);
  }
}
