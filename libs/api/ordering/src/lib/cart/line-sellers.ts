import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ProductLookup } from '@nidra/api/catalog';
import { AppConfig } from '@nidra/api/core';
import { SellerDirectory, type Seller } from '@nidra/api/merchants';

/** What an order line keeps of its product, and who sells it. */
export interface LineFacts {
  brandId: string | null;
  uqc: string;
  /** The marketplace seller of the line; null: the shop sells it. */
  seller: Seller | null;
}

/**
 * Who sells each product's lines: the merchant selling under its brand once the merchant's business
 * details are complete, and only through a shop registered for GST (the operator collecting tax at source
 * must be); else the shop. Two statements at most, whatever the number of products.
 */
@Injectable()
export class LineSellers {
  constructor(
    private readonly config: AppConfig,
    private readonly products: ProductLookup,
    private readonly sellers: SellerDirectory,
  ) {}

  async of(em: EntityManager, productIds: Iterable<string>): Promise<Map<string, LineFacts>> {
    const products = await this.products.forOrderLines(em, productIds);
    const merchantIds = [...new Set([...products.values()].map((product) => product.merchantId).filter((id): id is string => id !== null))];
    const sellers = this.config.shopGstin && merchantIds.length > 0 ? await this.sellers.sellers(merchantIds) : new Map<string, Seller>();
    return new Map(
      [...products].map(([id, product]) => [
        id,
        { brandId: product.brandId, uqc: product.uqc, seller: (product.merchantId && sellers.get(product.merchantId)) || null },
      ]),
    );
  }
}
