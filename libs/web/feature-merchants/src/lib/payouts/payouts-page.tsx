import { useState, type FormEvent } from 'react';
import { indianToday, MerchantStatus, Role } from '@nidra/shared/contracts';
import { useGetProfileQuery, useSubmit } from '@nidra/web/data-access';
import { Button, FieldShell, Spinner, TextField } from '@nidra/web/ui';
import { useGetMerchantsQuery } from '../merchant.api';
import { LedgerTable } from './ledger-table';
import { PayoutSummary } from './payout-summary';
import { useGetLedgerQuery, useGetSettlementsQuery, useSettleMutation } from './payouts.api';
import { SettlementsTable } from './settlements-table';
import { TcsReportTable } from './tcs-report-table';
import './payouts.css';

/** A merchant's books: where its money stands, its ledger lines and its settlements (the server picks whose). */
function Books({ merchant, administrator }: { merchant?: string; administrator: boolean }) {
  const ledger = useGetLedgerQuery({ merchant });
  const settlements = useGetSettlementsQuery({ merchant });
  if (!ledger.data || !settlements.data) return <Spinner label="Loading payouts" />;
  return (
    <>
      <PayoutSummary unsettled={ledger.data.totals.unsettled} settlements={settlements.data.settlements} />
      {administrator && merchant && <SettleForm merchantId={merchant} />}
      <SettlementsTable settlements={settlements.data.settlements} canMarkPaid={administrator} />
      <LedgerTable ledger={ledger.data} settlements={settlements.data.settlements} />
    </>
  );
}

/** Settles a merchant's unsettled lines up to a day; the server refuses when there is nothing to pay. */
function SettleForm({ merchantId }: { merchantId: string }) {
  const [upTo, setUpTo] = useState(indianToday());
  const [settle, { isLoading }] = useSettleMutation();
  const submit = useSubmit();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(() => settle({ merchantId, upTo }).unwrap());
  };
  return (
    <form className="payouts-controls" aria-label="Settle" onSubmit={onSubmit} noValidate>
      <TextField label="Settle lines up to" name="upTo" type="date" value={upTo} onChange={(event) => setUpTo(event.target.value)} />
      <Button type="submit" busy={isLoading}>
        Settle
      </Button>
    </form>
  );
}

/** The administrator's payouts: one merchant's books at a time, and the month's TCS by seller. */
function AdminPayouts() {
  const { data } = useGetMerchantsQuery();
  const [merchant, setMerchant] = useState('');
  const sellers = (data?.merchants ?? []).filter((each) => each.status === MerchantStatus.Approved);
  return (
    <>
      <div className="payouts-controls">
        <FieldShell label="Merchant">
          {(control) => (
            <select className="field__input" name="merchant" value={merchant} onChange={(event) => setMerchant(event.target.value)} {...control}>
              <option value="">Choose a merchant</option>
              {sellers.map((each) => (
                <option key={each._id} value={each._id}>
                  {each.brand} ({each.name})
                </option>
              ))}
            </select>
          )}
        </FieldShell>
      </div>
      {merchant ? <Books merchant={merchant} administrator /> : <p className="panel__empty">Choose a merchant to see its ledger and settlements.</p>}
      <TcsReportTable />
    </>
  );
}

/** /dashboard/payouts: a merchant's own payouts, or the administrator's for every merchant. */
export function PayoutsPage() {
  const user = useGetProfileQuery().data?.user;
  return (
    <section className="panel payouts">
      <header className="panel__header">
        <h2 className="panel__title">Payouts</h2>
      </header>
      <p className="payouts__note">
        Each item delivered is a sale on the ledger: the shop keeps its commission with 18 % GST on it, collects TCS (GST) and TDS
        (income tax) on the taxable value, and settles the rest. A refund after delivery is taken back in the next settlement.
      </p>
      {!user ? <Spinner label="Loading payouts" /> : user.role === Role.Admin ? <AdminPayouts /> : <Books administrator={false} />}
    </section>
  );
}
