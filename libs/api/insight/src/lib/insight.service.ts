import { Injectable } from '@nestjs/common';
import { ProductLookup } from '@nidra/api/catalog';
import { InvalidInput, type AuthenticatedUser } from '@nidra/api/core';
import { PendingMerchants } from '@nidra/api/merchants';
import { SalesInsight, type Period, type SalesScope, type SoldLine } from '@nidra/api/ordering';
import { PendingReviews } from '@nidra/api/reviews';
import {
  askedPeriod,
  LOW_STOCK,
  previousPeriod,
  Role,
  type InsightSummaryResponse,
  type ItemStatus,
} from '@nidra/shared/contracts';

/** How many low-stock products and variants the Overview lists. */
const LOW_STOCK_LISTED = 50;

/** How many products still at a retired GST rate the Overview lists. */
const RETIRED_RATES_LISTED = 50;

/** Lines of the orders export read at a time. */
const EXPORT_PAGE = 1_000;

/**
 * The Overview and the orders export, put together from what each context tells: sales and returns
 * from ordering, stock and products still at a retired GST rate from the catalogue, reviews and seller
 * requests from theirs. An administrator sees the whole shop; a merchant their brands' lines, products
 * and reviews, and no seller requests. A fixed number of statements, whatever the shop holds.
 */
@Injectable()
export class InsightService {
  constructor(
    private readonly sales: SalesInsight,
    private readonly products: ProductLookup,
    private readonly reviews: PendingReviews,
    private readonly merchants: PendingMerchants,
  ) {}

  /** The period asked for (400 for a bad one). */
  period(asked: { from?: string; to?: string }, now: Date = new Date()): Period {
    const period = askedPeriod(asked, now);
    if ('error' in period) throw new InvalidInput(period.error);
    return period;
  }

  /** Whose figures the caller sees: the whole shop's, or their brands' (one statement for a merchant). */
  async scope(caller: AuthenticatedUser): Promise<SalesScope> {
    if (caller.role === Role.Admin) return null;
    return caller.merchantId ? this.products.brandIdsOfMerchant(caller.merchantId) : [];
  }

  async summary(caller: AuthenticatedUser, period: Period): Promise<InsightSummaryResponse> {
    const scope = await this.scope(caller);
    const admin = caller.role === Role.Admin;
    const previous = previousPeriod(period);
    const [figures, topProducts, lowStock, returns, reviews, merchants, retiredRates] = await Promise.all([
      this.sales.figures(period, previous, scope),
      this.sales.topProducts(period, scope),
      scope?.length === 0 ? [] : this.products.lowStock(LOW_STOCK, scope, LOW_STOCK_LISTED),
      this.sales.openReturns(scope),
      admin || caller.merchantId ? this.reviews.count(admin ? null : caller.merchantId) : 0,
      admin ? this.merchants.count() : 0,
      // Setting a product's rate is the administrators' alone.
      admin ? this.products.atRetiredRates(RETIRED_RATES_LISTED) : [],
    ]);
    return {
      ...figures.current,
      previous: figures.previous,
      byDay: figures.byDay,
      itemsByStatus: figures.itemsByStatus,
      topProducts,
      lowStock: lowStock.map((row) => ({ _id: row.id, name: row.name, slug: row.slug, quantity: row.quantity, sku: row.sku, size: row.size, thickness: row.thickness })),
      retiredGstRates: retiredRates.map((row) => ({ _id: row.id, name: row.name, slug: row.slug, gstRate: row.gstRate })),
      pending: { reviews, merchants, returns },
    };
  }

  /**
   * The period's order lines for the export, a page at a time: each line's sku as sold, or for a line from
   * before variants its product's, asked of the catalogue for the page.
   */
  async *lines(caller: AuthenticatedUser, period: Period, status: ItemStatus | null): AsyncGenerator<SoldLine & { sku: string }> {
    const scope = await this.scope(caller);
    let after: string | null = null;
    for (;;) {
      const page = await this.sales.lines(period, scope, status, after, EXPORT_PAGE);
      const unsold = page.flatMap((line) => (line.sku === null && line.productId ? [line.productId] : []));
      const skus = await this.products.skus(unsold);
      for (const line of page) yield { ...line, sku: line.sku ?? ((line.productId && skus.get(line.productId)) || '') };
      if (page.length < EXPORT_PAGE) return;
      after = page[page.length - 1].cursor;
    }
  }
}
