import { merchantActions, MerchantMessage, MerchantStatus } from '@nidra/shared/contracts';
import { useSubmit } from '@nidra/web/data-access';
import { ModerationActions, Spinner, StatusBadge } from '@nidra/web/ui';
import { formatDate } from '@nidra/web/util';
import { MerchantBusinessPanel } from './business/merchant-business-panel';
import { useActOnMerchantMutation, useGetMerchantsQuery } from './merchant.api';

/** /dashboard/merchants: seller requests and what may be done to each; the list reloads. */
export function MerchantsPage() {
  const { data, isLoading } = useGetMerchantsQuery();
  const [act, { isLoading: busy }] = useActOnMerchantMutation();
  const submit = useSubmit();

  return (
    <section className="panel">
      <header className="panel__header">
        <h2 className="panel__title">Merchants</h2>
      </header>
      {isLoading || !data ? (
        <Spinner label="Loading merchants" />
      ) : data.merchants.length === 0 ? (
        <p className="panel__empty">{MerchantMessage.empty}</p>
      ) : (
        <ul className="cards">
          {data.merchants.map((merchant) => (
            <li key={merchant._id} className="card moderation">
              <div className="moderation__head">
                <span className="card__title">{merchant.brand}</span>
                <StatusBadge status={merchant.status} />
              </div>
              <p className="card__text">{merchant.business}</p>
              <dl className="facts">
                <dt>Name</dt>
                <dd>{merchant.name}</dd>
                <dt>Email</dt>
                <dd>{merchant.email ?? '—'}</dd>
                <dt>Phone</dt>
                <dd>{merchant.phoneNumber}</dd>
                <dt>Applied</dt>
                <dd>{formatDate(merchant.created)}</dd>
              </dl>
              {!merchant.email && merchant.status !== MerchantStatus.Approved && (
                <p className="card__note" role="note">
                  {MerchantMessage.noEmail(merchant.phoneNumber)}
                </p>
              )}
              {merchant.status === MerchantStatus.Approved && <MerchantBusinessPanel merchantId={merchant._id} />}
              <ModerationActions
                actions={merchantActions(merchant)}
                subject={merchant.brand}
                busy={busy}
                onAct={(action) => void submit(() => act({ id: merchant._id, action }).unwrap())}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
