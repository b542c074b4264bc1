import type { SettlementDto } from '@nidra/shared/contracts';
import { formatInr } from '@nidra/web/util';
import { payoutFigures } from './payout-figures';

/** Where the money stands: due now (unsettled lines and settlements waiting for their transfer), and paid. */
export function PayoutSummary({ unsettled, settlements }: { unsettled: number; settlements: readonly SettlementDto[] }) {
  const figures = payoutFigures(unsettled, settlements);
  return (
    <dl className="payouts-summary" aria-label="Payout summary">
      <div className="payouts-summary__figure payouts-summary__figure--main">
        <dt>Due now</dt>
        <dd>{formatInr(figures.dueNow)}</dd>
      </div>
      <div className="payouts-summary__figure">
        <dt>Not yet settled</dt>
        <dd>{formatInr(figures.unsettled)}</dd>
      </div>
      <div className="payouts-summary__figure">
        <dt>Settled, awaiting transfer</dt>
        <dd>{formatInr(figures.awaitingTransfer)}</dd>
      </div>
      <div className="payouts-summary__figure">
        <dt>Paid to date</dt>
        <dd>{formatInr(figures.paid)}</dd>
      </div>
    </dl>
  );
}
