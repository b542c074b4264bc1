import { MerchantBusinessMessage, type MerchantBusinessDto } from '@nidra/shared/contracts';

/** Whether the details are complete, so the brand can be enabled, and what is still missing. */
export function BusinessStatus({ business, administrator = false }: { business: MerchantBusinessDto; administrator?: boolean }) {
  const text = business.complete
    ? administrator
      ? MerchantBusinessMessage.completeForAdministrator
      : MerchantBusinessMessage.complete
    : administrator
      ? MerchantBusinessMessage.enableNeedsDetails(business.missing)
      : MerchantBusinessMessage.incomplete(business.missing);
  return (
    <p className={`business-status business-status--${business.complete ? 'complete' : 'incomplete'}`} role="status">
      {text}
    </p>
  );
}
