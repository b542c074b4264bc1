import { useState, type FormEvent } from 'react';
import { gstStateByCode, MERCHANT_BUSINESS_LIMITS, MerchantBusinessMessage, type MerchantBusinessDto } from '@nidra/shared/contracts';
import { useSubmit } from '@nidra/web/data-access';
import { Button, Spinner, TextField } from '@nidra/web/ui';
import { useGetMerchantBusinessQuery, useSetCommissionMutation } from './business.api';
import { BusinessStatus } from './business-status';
import './business.css';

const shown = (value: string | null) => value ?? '—';

/** The commission the shop keeps of this merchant's sales; left empty, the shop's default. */
function CommissionForm({ business }: { business: MerchantBusinessDto }) {
  const [rate, setRate] = useState(business.commissionIsDefault ? '' : String(business.commissionRate));
  const [error, setError] = useState<string>();
  const [save, { isLoading }] = useSetCommissionMutation();
  const submit = useSubmit();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = rate.trim();
    const value = typed === '' ? null : Number(typed);
    const { commissionMin, commissionMax } = MERCHANT_BUSINESS_LIMITS;
    if (value !== null && (!/^\d+(\.\d{1,2})?$/.test(typed) || value < commissionMin || value > commissionMax)) {
      setError(MerchantBusinessMessage.commissionInvalid);
      return;
    }
    setError(undefined);
    void submit(() => save({ id: business.merchantId, rate: value }).unwrap());
  };
  return (
    <form className="merchant-business__commission" aria-label="Commission" noValidate onSubmit={onSubmit}>
      <TextField
        label="Commission rate (%)"
        name="rate"
        inputMode="decimal"
        placeholder="Empty: the shop’s default"
        value={rate}
        error={error}
        onChange={(event) => setRate(event.target.value)}
      />
      <Button type="submit" busy={isLoading}>
        Save rate
      </Button>
    </form>
  );
}

function BusinessFacts({ merchantId }: { merchantId: string }) {
  const { data, isError } = useGetMerchantBusinessQuery(merchantId);
  if (isError) return <p className="panel__empty">The business details could not be read.</p>;
  if (!data) return <Spinner label="Loading business details" />;
  const business = data.business;
  const state = business.stateCode ? gstStateByCode(business.stateCode) : undefined;
  return (
    <>
      <BusinessStatus business={business} administrator />
      <dl className="facts">
        <dt>Legal name</dt>
        <dd>{shown(business.legalName)}</dd>
        <dt>GSTIN</dt>
        <dd>{shown(business.gstin)}</dd>
        <dt>PAN</dt>
        <dd>{shown(business.pan)}</dd>
        <dt>Address</dt>
        <dd>{business.address ? [business.address, business.city, business.pincode].filter(Boolean).join(', ') : '—'}</dd>
        <dt>State</dt>
        <dd>{state ? `${state.code} ${state.name}` : '—'}</dd>
        <dt>Invoice prefix</dt>
        <dd>{shown(business.invoicePrefix)}</dd>
        <dt>Shop-wide sales</dt>
        <dd>{business.joinsShopSales ? 'Joined' : 'Not joined'}</dd>
        <dt>Bank account</dt>
        <dd>{business.bank.accountNumber ? `${shown(business.bank.accountName)}, ${business.bank.accountNumber}, ${shown(business.bank.ifsc)}` : '—'}</dd>
        <dt>Commission</dt>
        <dd>
          {business.commissionRate} %{business.commissionIsDefault ? ' (shop default)' : ''}
        </dd>
      </dl>
      <CommissionForm key={`${business.commissionRate}-${business.commissionIsDefault}`} business={business} />
    </>
  );
}

/** An approved merchant's business details, read when opened, with its commission rate to set. */
export function MerchantBusinessPanel({ merchantId }: { merchantId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="merchant-business" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Business details</summary>
      {open && <BusinessFacts merchantId={merchantId} />}
    </details>
  );
}
