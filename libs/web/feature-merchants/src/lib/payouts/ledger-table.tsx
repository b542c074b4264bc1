import { Link } from 'react-router-dom';
import { MarketplaceMessage, type LedgerResponse, type SettlementDto } from '@nidra/shared/contracts';
import { formatDate, formatInr } from '@nidra/web/util';
import { KIND_LABELS, lineSettlement } from './payout-figures';

/** The ledger's lines, newest first, with their totals below: each deduction and what the seller is owed. */
export function LedgerTable({ ledger, settlements }: { ledger: LedgerResponse; settlements: readonly SettlementDto[] }) {
  const byId = new Map(settlements.map((settlement) => [settlement._id, settlement]));
  const { lines, totals } = ledger;
  return (
    <section className="payouts__section" aria-labelledby="payouts-ledger">
      <h3 id="payouts-ledger" className="payouts__heading">
        Ledger
      </h3>
      {lines.length === 0 ? (
        <p className="panel__empty">{MarketplaceMessage.empty}</p>
      ) : (
        <div className="payouts-table__scroll">
          <table className="payouts-table">
            <caption className="visually-hidden">Ledger lines, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Order</th>
                <th scope="col">Invoice</th>
                <th scope="col">Kind</th>
                <th scope="col" className="payouts-table__number">Total</th>
                <th scope="col" className="payouts-table__number">Commission</th>
                <th scope="col" className="payouts-table__number">
                  <abbr title="GST on the commission">Comm. GST</abbr>
                </th>
                <th scope="col" className="payouts-table__number">TCS</th>
                <th scope="col" className="payouts-table__number">TDS</th>
                <th scope="col" className="payouts-table__number">Payable</th>
                <th scope="col">Settlement</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line._id} className={line.kind === 'refund' ? 'payouts-table__refund' : undefined}>
                  <td>{formatDate(line.date)}</td>
                  <td>
                    <Link to={`/order/${line.orderId}`}>{line.orderId.slice(0, 8)}</Link>
                  </td>
                  <td>{line.invoiceNumber ?? '—'}</td>
                  <td>{KIND_LABELS[line.kind]}</td>
                  <td className="payouts-table__number">{formatInr(line.total)}</td>
                  <td className="payouts-table__number">{formatInr(line.commission)}</td>
                  <td className="payouts-table__number">{formatInr(line.commissionGst)}</td>
                  <td className="payouts-table__number">{formatInr(line.tcs)}</td>
                  <td className="payouts-table__number">{formatInr(line.tds)}</td>
                  <td className="payouts-table__number">
                    <strong>{formatInr(line.payable)}</strong>
                  </td>
                  <td>{lineSettlement(line, byId)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={4}>
                  Totals
                </th>
                <td className="payouts-table__number">{formatInr(totals.total)}</td>
                <td className="payouts-table__number">{formatInr(totals.commission)}</td>
                <td className="payouts-table__number">{formatInr(totals.commissionGst)}</td>
                <td className="payouts-table__number">{formatInr(totals.tcs)}</td>
                <td className="payouts-table__number">{formatInr(totals.tds)}</td>
                <td className="payouts-table__number">{formatInr(totals.payable)}</td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
