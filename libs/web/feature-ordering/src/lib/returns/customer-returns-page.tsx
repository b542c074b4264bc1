import { useState } from 'react';
import { Link } from 'react-router-dom';
import { RETURN_STATUSES, type ReturnDto, type ReturnStatus } from '@nidra/shared/contracts';
import { Spinner } from '@nidra/web/ui';
import { formatDate, formatInr } from '@nidra/web/util';
import { ReturnedItem, ReturnFacts } from './my-returns-page';
import { ReturnActions } from './return-actions';
import { useGetManagedReturnsQuery } from './returns.api';
import './returns.css';

function refundTo(entry: ReturnDto): string {
  if (entry.refundTo === 'original-payment') return `${formatInr(entry.amount)} to the online payment`;
  if (!entry.bank) return `${formatInr(entry.amount)} by bank transfer`;
  return `${formatInr(entry.amount)} by bank transfer to ${entry.bank.accountName}, account ${entry.bank.accountNumber}, IFSC ${entry.bank.ifsc}`;
}

function CustomerReturn({ entry }: { entry: ReturnDto }) {
  return (
    <li className="card return-card">
      <ReturnedItem entry={entry} />
      <ReturnFacts entry={entry} withNote>
        {entry.pickupDate && (
          <div>
            <dt>Pickup date</dt>
            <dd>{formatDate(entry.pickupDate)}</dd>
          </div>
        )}
        {entry.rejectionReason && (
          <div>
            <dt>Rejected because</dt>
            <dd>{entry.rejectionReason}</dd>
          </div>
        )}
        <div>
          <dt>{entry.refundedAt ? 'Refunded' : 'Refund'}</dt>
          <dd>
            {refundTo(entry)}
            {entry.refundedAt && ` on ${formatDate(entry.refundedAt)}`}
          </dd>
        </div>
      </ReturnFacts>
      <ReturnActions entry={entry} />
    </li>
  );
}

/**
 * Dashboard → Returns for an administrator (every return) or a merchant (their brand's): what each return is
 * and the steps it may take next.
 */
export function CustomerReturnsPage({ switchTo }: { switchTo?: { label: string; to: string } }) {
  const { data, isError, isFetching } = useGetManagedReturnsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [shown, setShown] = useState<ReturnStatus | ''>('');
  const returns = [...(data?.returns ?? [])]
    .filter((entry) => !shown || entry.status === shown)
    .sort((a, b) => b.created.localeCompare(a.created));

  return (
    <section className="panel">
      <header className="panel__header">
        <h2 className="panel__title">Customer Returns</h2>
        {switchTo && (
          <Link className="btn btn--secondary" to={switchTo.to}>
            {switchTo.label}
          </Link>
        )}
      </header>
      <label className="field return-filter">
        <span className="field__label">Show</span>
        <select className="field__input" value={shown} onChange={(event) => setShown(event.target.value as ReturnStatus | '')}>
          <option value="">All returns</option>
          {RETURN_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </label>
      {isError ? (
        <p className="panel__empty">Returns could not be loaded. Please try again.</p>
      ) : !data ? (
        <Spinner label="Loading returns" />
      ) : returns.length === 0 ? (
        <p className="panel__empty">{shown ? `No returns are ${shown}.` : 'No returns yet.'}</p>
      ) : (
        <ul className="cards" aria-busy={isFetching || undefined}>
          {returns.map((entry) => (
            <CustomerReturn key={entry._id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}
