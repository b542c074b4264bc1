import { Role } from '@nidra/shared/contracts';
import { useGetProfileQuery } from '@nidra/web/data-access';
import { CustomerReturnsPage } from './customer-returns-page';
import { MyReturnsPage } from './my-returns-page';

/** Who manages returns: administrators (all of them) and merchants with a brand (theirs). */
function useManagesReturns(): boolean {
  const user = useGetProfileQuery().data?.user;
  return user?.role === Role.Admin || (user?.role === Role.Merchant && Boolean(user.merchant));
}

/** /dashboard/returns: customers' returns for those who manage them, else the shopper's own. */
export function ReturnsPage() {
  return useManagesReturns() ? (
    <CustomerReturnsPage switchTo={{ label: 'My Returns', to: '/dashboard/returns/mine' }} />
  ) : (
    <MyReturnsPage />
  );
}

/** /dashboard/returns/mine: a manager's own returns as a shopper. */
export function OwnReturnsPage() {
  return useManagesReturns() ? <MyReturnsPage switchTo={{ label: 'Customer Returns', to: '/dashboard/returns' }} /> : <MyReturnsPage />;
}
