import { BUSINESS_BUYER_LIMITS } from '@nidra/shared/contracts';
import { Checkbox, TextField } from '@nidra/web/ui';
import { stateOfGstin } from './business-buyer';
import type { BusinessBuyer } from './use-business-buyer';

/**
 * Checkout's "Buying for a business?": ticked, the tax invoice bills the business by its GSTIN, legal name
 * and billing address (the delivery address stays where the goods go); the state is the GSTIN's own.
 */
export function BusinessBuyerStep({ business }: { business: BusinessBuyer }) {
  const { open, values, errors, setField } = business;
  const state = stateOfGstin(values.gstin);
  return (
    <section className="panel">
      <fieldset className="checkout__fieldset">
        <legend className="panel__title checkout__legend">Buying for a business?</legend>
        <Checkbox
          label="Yes: a GST invoice in my business’s name"
          name="business"
          checked={open}
          aria-expanded={open}
          onChange={(event) => business.setOpen(event.target.checked)}
        />
        {open && (
          <div className="checkout-business">
            <div className="form__row">
              <TextField
                label="GSTIN"
                name="gstin"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={20}
                placeholder="15 characters, e.g. 29AAGCB7383J1Z4"
                value={values.gstin}
                error={errors.gstin}
                onChange={(event) => setField('gstin', event.target.value.toUpperCase())}
              />
              <TextField
                label="State"
                name="gstinState"
                readOnly
                value={state?.name ?? ''}
                placeholder="From the GSTIN's first two digits"
                title="The state of the GSTIN: its first two digits"
              />
            </div>
            <TextField
              label="Legal name"
              name="legalName"
              autoComplete="organization"
              maxLength={BUSINESS_BUYER_LIMITS.legalNameMax}
              placeholder="As on the GST registration"
              value={values.legalName}
              error={errors.legalName}
              onChange={(event) => setField('legalName', event.target.value)}
            />
            <TextField
              label="Billing address"
              name="billingAddress"
              maxLength={BUSINESS_BUYER_LIMITS.addressMax}
              placeholder="The registered address, with city and pincode"
              value={values.address}
              error={errors.address}
              onChange={(event) => setField('address', event.target.value)}
            />
          </div>
        )}
      </fieldset>
    </section>
  );
}
