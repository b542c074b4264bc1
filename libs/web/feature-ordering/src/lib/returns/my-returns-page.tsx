import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { RETURN_REASON_LABELS, type ReturnDto } from '@nidra/shared/contracts';
import { smallImageUrl } from '@nidra/shared/util';
import { Spinner } from '@nidra/web/ui';
import { formatDate, formatInr } from '@nidra/web/util';
import { useGetMyReturnsQuery } from './returns.api';
import { ReturnStatusBadge, returnProgress } from './return-status';
import './returns.css';

/** The line a return is of: its picture, name, size and quantity. */
export function ReturnedItem({ entry }: { entry: ReturnDto }) {
  const { product } = entry;
  return (
    <div className="return-card__item">
      {product.imageUrl ? (
        <img className="return-card__image" src={smallImageUrl(product.imageUrl)} alt="" width={96} height={72} />
      ) : (
        <span className="return-card__image" aria-hidden="true" />
      )}
      <div className="return-card__what">
        <h3 className="return-card__name">{product.name}</h3>
        <p className="return-card__meta">
          {product.size && <>Size {product.size} · </>}Quantity {product.quantity} · {formatInr(entry.amount)} with GST
        </p>
        <p className="return-card__meta">
          <Link to={`/order/${entry.orderId}`}>Order #{entry.orderId}</Link>
        </p>
      </div>
    </div>
  );
}

/** What every view of a return starts with: its status, its reason (with the shopper's note if asked), and when it was asked for. */
export function ReturnFacts({ entry, withNote = false, children }: { entry: ReturnDto; withNote?: boolean; children: ReactNode }) {
  return (
    <dl className="return-card__facts">
      <div>
        <dt>Status</dt>
        <dd>
          <ReturnStatusBadge status={entry.status} />
        </dd>
      </div>
      <div>
        <dt>Reason</dt>
        <dd>
          {RETURN_REASON_LABELS[entry.reason]}
          {withNote && entry.note && <span className="return-card__note">“{entry.note}”</span>}
        </dd>
      </div>
      <div>
        <dt>Requested</dt>
        <dd>{formatDate(entry.created)}</dd>
      </div>
      {children}
    </dl>
  );
}

function MyReturn({ entry }: { entry: ReturnDto }) {
  return (
    <li className="card return-card">
      <ReturnedItem entry={entry} />
      <ReturnFacts entry={entry}>
        <div>
          <dt>Pickup date</dt>
          <dd>{entry.pickupDate ? formatDate(entry.pickupDate) : 'Not set yet'}</dd>
        </div>
        <div>
          <dt>Refund</dt>
          <dd>{entry.refundedAt ? `${formatInr(entry.amount)} refunded on ${formatDate(entry.refundedAt)}` : `${formatInr(entry.amount)}, not refunded yet`}</dd>
        </div>
      </ReturnFacts>
      <p className="return-card__progress">{returnProgress(entry)}</p>
    </li>
  );
}

/** Dashboard → Returns for a shopper: their returns, newest first, with where each stands. */
export function MyReturnsPage({ switchTo }: { switchTo?: { label: string; to: string } }) {
  const { data, isError } = useGetMyReturnsQuery(undefined, { refetchOnMountOrArgChange: true });
  const returns = [...(data?.returns ?? [])].sort((a, b) => b.created.localeCompare(a.created));

  return (
    <section className="panel">
      <header className="panel__header">
        <h2 className="panel__title">Your Returns</h2>
        {switchTo && (
          <Link className="btn btn--secondary" to={switchTo.to}>
            {switchTo.label}
          </Link>
        )}
      </header>
      {isError ? (
        <p className="panel__empty">Your returns could not be loaded. Please try again.</p>
      ) : !data ? (
        <Spinner label="Loading your returns" />
      ) : returns.length === 0 ? (
        <p className="panel__empty">
          You have no returns. A delivered item can be returned from its order within 100 nights: open the order and choose Return.
        </p>
      ) : (
        <ul className="cards">
          {returns.map((entry) => (
            <MyReturn key={entry._id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}
