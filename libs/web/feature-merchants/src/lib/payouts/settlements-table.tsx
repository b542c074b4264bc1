import { useState, type FormEvent } from 'react';
import { MarketplaceMessage, type SettlementDto } from '@nidra/shared/contracts';
import { useSubmit } from '@nidra/web/data-access';
import { Button, TextField } from '@nidra/web/ui';
import { formatDate, formatInr } from '@nidra/web/util';
import { useMarkSettlementPaidMutation } from './payouts.api';

/** An administrator records the bank transfer of a due settlement by its UTR; the server checks it. */
function MarkPaid({ settlement }: { settlement: SettlementDto }) {
  const [utr, setUtr] = useState('');
  const [markPaid, { isLoading }] = useMarkSettlementPaidMutation();
  const submit = useSubmit();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(() => markPaid({ id: settlement._id, utr }).unwrap()).then((done) => done && setUtr(''));
  };
  return (
    <form className="payouts-paid" onSubmit={onSubmit} noValidate>
      <TextField
        label={`UTR for the settlement up to ${formatDate(settlement.upTo)}`}
        name="utr"
        value={utr}
        autoComplete="off"
        className="payouts-paid__field"
        onChange={(event) => setUtr(event.target.value)}
      />
      <Button type="submit" variant="secondary" busy={isLoading}>
        Mark paid
      </Button>
    </form>
  );
}

/** Settlements, newest first: what each paid, and its bank reference once paid; administrators mark them paid. */
export function SettlementsTable({ settlements, canMarkPaid }: { settlements: readonly SettlementDto[]; canMarkPaid: boolean }) {
  return (
    <section className="payouts__section" aria-labelledby="payouts-settlements">
      <h3 id="payouts-settlements" className="payouts__heading">
        Settlements
      </h3>
      {settlements.length === 0 ? (
        <p className="panel__empty">{MarketplaceMessage.noSettlements}</p>
      ) : (
        <div className="payouts-table__scroll">
          <table className="payouts-table">
            <caption className="visually-hidden">Settlements, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Made</th>
                <th scope="col">Lines up to</th>
                <th scope="col" className="payouts-table__number">Lines</th>
                <th scope="col" className="payouts-table__number">Amount</th>
                <th scope="col">Status</th>
                <th scope="col">UTR</th>
                <th scope="col">Paid on</th>
              </tr>
            </thead>
            <tbody>
              {settlements.map((settlement) => (
                <tr key={settlement._id}>
                  <td>{formatDate(settlement.created)}</td>
                  <td>{formatDate(settlement.upTo)}</td>
                  <td className="payouts-table__number">{settlement.lines}</td>
                  <td className="payouts-table__number">
                    <strong>{formatInr(settlement.amount)}</strong>
                  </td>
                  <td>
                    <span className={`payouts-status payouts-status--${settlement.status}`}>{settlement.status === 'paid' ? 'Paid' : 'Due'}</span>
                  </td>
                  <td>{settlement.utr ?? (canMarkPaid ? <MarkPaid settlement={settlement} /> : '—')}</td>
                  <td>{settlement.paidAt ? formatDate(settlement.paidAt) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
