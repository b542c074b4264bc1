import type { FormEvent } from 'react';
import { CREDIT_NOTE_SERIES_SUFFIX, GST_STATES, type MerchantBusinessDto } from '@nidra/shared/contracts';
import { useSubmit } from '@nidra/web/data-access';
import { Button, Checkbox, FieldShell, Spinner, TextField } from '@nidra/web/ui';
import { useForm } from '@nidra/web/util';
import { useGetOwnBusinessQuery, useSaveOwnBusinessMutation } from './business.api';
import { businessFormValues, businessRequest, validateBusiness } from './business-form';
import { BusinessStatus } from './business-status';
import './business.css';

/** The form, filled with what is stored; saving stores any part of it (the rest can follow later). */
function BusinessForm({ business }: { business: MerchantBusinessDto }) {
  const [save, { isLoading }] = useSaveOwnBusinessMutation();
  const submitDetails = useSubmit();
  const form = useForm(businessFormValues(business), validateBusiness);
  const prefix = String(form.values.invoicePrefix).trim().toUpperCase() || 'ABC';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    await submitDetails(() => save(businessRequest(form.values)).unwrap());
  };

  return (
    <form ref={form.ref} className="form business-form" noValidate onSubmit={submit} aria-label="Business details">
      <fieldset className="business-form__group">
        <legend className="business-form__legend">Seller</legend>
        <TextField label="Legal name" autoComplete="organization" placeholder="As registered for GST" {...form.field('legalName')} />
        <div className="form__row">
          <TextField label="GSTIN" autoCapitalize="characters" spellCheck={false} maxLength={15} placeholder="29AAPFU0939F1ZR" {...form.field('gstin')} />
          <TextField label="PAN" autoCapitalize="characters" spellCheck={false} maxLength={10} placeholder="AAPFU0939F" {...form.field('pan')} />
        </div>
      </fieldset>

      <fieldset className="business-form__group">
        <legend className="business-form__legend">Place of business</legend>
        <TextField label="Address" autoComplete="street-address" {...form.field('address')} />
        <div className="form__row">
          <TextField label="City" autoComplete="address-level2" {...form.field('city')} />
          <FieldShell label="State" error={form.errors.stateCode}>
            {(control) => (
              <select className="field__input" {...control} {...form.field('stateCode')}>
                <option value="">Choose a state</option>
                {GST_STATES.map((state) => (
                  <option key={state.code} value={state.code}>
                    {state.code} {state.name}
                  </option>
                ))}
              </select>
            )}
          </FieldShell>
          <TextField label="Pincode" inputMode="numeric" autoComplete="postal-code" maxLength={7} {...form.field('pincode')} />
        </div>
      </fieldset>

      <fieldset className="business-form__group">
        <legend className="business-form__legend">Invoices</legend>
        <TextField
          label="Invoice prefix"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={3}
          placeholder="2 or 3 letters or digits"
          {...form.field('invoicePrefix')}
        />
        <p className="business-form__hint">
          Your invoices are numbered {prefix}/yy-yy/1, {prefix}/yy-yy/2 … in each financial year, your credit notes{' '}
          {prefix + CREDIT_NOTE_SERIES_SUFFIX}/yy-yy/1 …; NID and NCN are the shop’s.
        </p>
        <Checkbox label="Join shop-wide sales (the shop’s offers apply to my items too)" {...form.checkbox('joinsShopSales')} />
      </fieldset>

      <fieldset className="business-form__group">
        <legend className="business-form__legend">Bank account for payouts</legend>
        <TextField label="Account holder name" autoComplete="off" {...form.field('accountName')} />
        <div className="form__row">
          <TextField label="Account number" inputMode="numeric" autoComplete="off" spellCheck={false} {...form.field('accountNumber')} />
          <TextField label="IFSC" autoCapitalize="characters" spellCheck={false} maxLength={11} placeholder="HDFC0001234" {...form.field('ifsc')} />
        </div>
        {business.bank.accountNumber && (
          <p className="business-form__hint">
            Only the last four digits of the stored account number are shown. Leave it as it is to keep it, or type the new number.
          </p>
        )}
      </fieldset>

      <div className="form__actions">
        <Button type="submit" busy={isLoading}>
          Save details
        </Button>
      </div>
    </form>
  );
}

/** /dashboard/business: the merchant's seller details, which its brand needs before it is enabled. */
export function BusinessDetailsPage() {
  const { data } = useGetOwnBusinessQuery();
  return (
    <section className="panel">
      <header className="panel__header">
        <h2 className="panel__title">Business Details</h2>
      </header>
      {!data ? (
        <Spinner label="Loading your business details" />
      ) : (
        <>
          <p className="panel__meta">
            You are the seller of your brand’s items: your invoices carry your legal name, GSTIN and address, and your
            payouts go to this bank account. Save any part now and the rest later.
          </p>
          <BusinessStatus business={data.business} />
          <p className="business-status__commission">
            Commission: {data.business.commissionRate} % of each sale{data.business.commissionIsDefault ? ' (the shop’s rate)' : ''}, plus 18 % GST on it.
          </p>
          {/* Read again after each save: the form starts from what is stored, the account number masked. */}
          <BusinessForm key={JSON.stringify(data.business)} business={data.business} />
        </>
      )}
    </section>
  );
}
