import type { LedgerKind, LedgerLineDto, SettlementDto } from '@nidra/shared/contracts';

/** Rupees summed through paise, so a column of figures adds up to the paisa. */
const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + Math.round(amount * 100), 0) / 100;

/**
 * Where a merchant's money stands: lines in no settlement yet, settlements made and waiting for the bank
 * transfer, and what was paid; due now is the first two together.
 */
export function payoutFigures(unsettled: number, settlements: readonly SettlementDto[]) {
  const awaitingTransfer = sum(settlements.filter((settlement) => settlement.status === 'due').map((settlement) => settlement.amount));
  return {
    unsettled,
    awaitingTransfer,
    dueNow: sum([unsettled, awaitingTransfer]),
    paid: sum(settlements.filter((settlement) => settlement.status === 'paid').map((settlement) => settlement.amount)),
  };
}

export const KIND_LABELS: Record<LedgerKind, string> = { sale: 'Sale', refund: 'Refund' };

/** How a line's settlement reads: not yet settled, or the settlement's status. */
export function lineSettlement(line: Pick<LedgerLineDto, 'settlementId'>, settlements: ReadonlyMap<string, SettlementDto>): string {
  if (!line.settlementId) return 'Unsettled';
  const settlement = settlements.get(line.settlementId);
  return settlement?.status === 'paid' ? 'Paid' : 'Settled, due';
}
