import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppConfig, Conflict, InvalidInput, NotFound, type AuthenticatedUser } from '@nidra/api/core';
import { MarketplaceMessage, Role, type LedgerResponse, type SettlementDto, type TcsReportResponse } from '@nidra/shared/contracts';
import { SellerDirectory } from '../business/seller-directory';
import { LEDGER_SELECT, ledgerTotals, SETTLEMENT_COLUMNS, toLedgerLineDto, toSettlementDto, type LedgerRow, type SettlementRow } from './marketplace.mapper';
import { monthBounds, tcsReport, type TcsMonthRow } from './tcs-report';

/**
 * The marketplace's books as people read and settle them: a merchant its own ledger and settlements,
 * administrators everyone's; settlements gather what is unsettled and are paid once.
 */
@Injectable()
export class MarketplaceService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly sellers: SellerDirectory,
  ) {}

  /** Ledger lines between two days (both included), newest first, with their totals; one statement. */
  async ledger(caller: AuthenticatedUser, query: { merchant?: string; from?: string; to?: string }): Promise<LedgerResponse> {
    const merchant = this.merchantFor(caller, query.merchant);
    if (query.from && query.to && query.from > query.to) throw new InvalidInput(MarketplaceMessage.rangeInvalid);
    const filters = [
      ['merchant_id = ?', merchant],
      ['date >= ?', query.from],
      ['date <= ?', query.to],
    ].filter((filter): filter is [string, string] => filter[1] !== undefined);
    const where = filters.map(([condition]) => condition);
    const params = filters.map(([, value]) => value);
    const rows = await this.em.execute<LedgerRow[]>(
      `${LEDGER_SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY date DESC, created DESC, id DESC`,
      params,
    );
    return { lines: rows.map(toLedgerLineDto), totals: ledgerTotals(rows) };
  }

  /**
   * Settles a merchant up to a day: every line it has in no settlement yet, dated up to then, in one
   * transaction. Lines are claimed with a conditional update, so calls made together each take a line at
   * most once; nothing to settle, or refunds outweighing sales, write nothing.
   */
  async settle(merchantId: string, upTo: string): Promise<SettlementDto> {
    return this.em.transactional(async (em) => {
      const id = randomUUID();
      await em.execute(`INSERT INTO settlements (id, merchant_id, up_to, amount_paise, line_count) VALUES (?, ?, ?, 0, 0)`, [id, merchantId, upTo]);
      const [claimed] = await em.execute<Array<{ lines: number; amount: number }>>(
        `WITH claimed AS (
           UPDATE ledger_lines SET settlement_id = ?, updated = now()
           WHERE merchant_id = ? AND settlement_id IS NULL AND date <= ? RETURNING payable_paise)
         SELECT count(*)::int AS lines, coalesce(sum(payable_paise), 0)::bigint AS amount FROM claimed`,
        [id, merchantId, upTo],
      );
      if (claimed.lines === 0) throw new InvalidInput(MarketplaceMessage.nothingToSettle);
      if (claimed.amount <= 0) throw new InvalidInput(MarketplaceMessage.notPositive);
      const [row] = await em.execute<SettlementRow[]>(
        `UPDATE settlements SET amount_paise = ?, line_count = ? WHERE id = ? RETURNING ${SETTLEMENT_COLUMNS}`,
        [claimed.amount, claimed.lines, id],
      );
      return toSettlementDto(row);
    });
  }

  /** Records a settlement's bank transfer: due becomes paid, once; a paid settlement is never changed. */
  async markPaid(id: string, utr: string): Promise<SettlementDto> {
    let rows: SettlementRow[];
    try {
      rows = await this.em.execute<SettlementRow[]>(
        `UPDATE settlements SET status = 'paid', utr = ?, paid_at = now(), updated = now() WHERE id = ? AND status = 'due' RETURNING ${SETTLEMENT_COLUMNS}`,
        [utr, id],
      );
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new Conflict(MarketplaceMessage.utrTaken);
      throw error;
    }
    if (rows.length === 1) return toSettlementDto(rows[0]);
    const [found] = await this.em.execute<Array<{ id: string }>>('SELECT id FROM settlements WHERE id = ?', [id]);
    if (!found) throw new NotFound(MarketplaceMessage.settlementNotFound);
    throw new InvalidInput(MarketplaceMessage.alreadyPaid);
  }

  /** Settlements, newest first: a merchant's own, or for administrators one merchant's or everyone's; one statement. */
  async settlements(caller: AuthenticatedUser, asked?: string): Promise<SettlementDto[]> {
    const merchant = this.merchantFor(caller, asked);
    const rows = await this.em.execute<SettlementRow[]>(
      `SELECT ${SETTLEMENT_COLUMNS} FROM settlements ${merchant ? 'WHERE merchant_id = ?' : ''} ORDER BY created DESC, id DESC`,
      merchant ? [merchant] : [],
    );
    return rows.map(toSettlementDto);
  }

  /** The month's TCS by seller (GSTR-8 table 3): one statement for the figures, one for the sellers. */
  async tcs(month: string): Promise<TcsReportResponse> {
    const { from, to } = monthBounds(month);
    const rows = await this.em.execute<TcsMonthRow[]>(
      `SELECT merchant_id,
         coalesce(sum(taxable_paise) FILTER (WHERE kind = 'sale'), 0)::bigint AS gross_paise,
         coalesce(-sum(taxable_paise) FILTER (WHERE kind = 'refund'), 0)::bigint AS returned_paise,
         coalesce(sum(tcs_paise) FILTER (WHERE supply_state_code <> seller_state_code), 0)::bigint AS inter_tcs_paise,
         coalesce(sum(tcs_paise) FILTER (WHERE supply_state_code = seller_state_code), 0)::bigint AS intra_tcs_paise
       FROM ledger_lines WHERE date >= ? AND date < ? GROUP BY merchant_id`,
      [from, to],
    );
    const sellers = await this.sellers.sellers(rows.map((row) => row.merchant_id));
    return tcsReport(month, this.config.shopGstin ?? null, rows, sellers);
  }

  /**
   * Whose books the caller reads: administrators the merchant asked for (everyone's when none), a merchant
   * only its own — another's is not found.
   */
  private merchantFor(caller: AuthenticatedUser, asked: string | undefined): string | undefined {
    if (caller.role === Role.Admin) return asked;
    if (!caller.merchantId || (asked !== undefined && asked !== caller.merchantId)) throw new NotFound();
    return caller.merchantId;
  }
}
