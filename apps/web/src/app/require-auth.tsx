import { Navigate, Outlet } from 'react-router-dom';
import { selectIsAuthenticated, useAppSelector } from '@nidra/web/data-access';

/** Pages for signed-in users only; everyone else goes to /login. */
export function RequireAuth() {
  const authenticated = useAppSelector(selectIsAuthenticated);
  return authenticated ? <Outlet /> : <Navigate to="/login" replace />;
}
