import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthMessage, ErrorTitle } from '@nidra/shared/contracts';
import {
  notifySuccess,
  selectIsAuthenticated,
  useAppDispatch,
  useAppSelector,
  useExchangeCodeMutation,
  useNotifyError,
} from '@nidra/web/data-access';
import { Spinner } from '@nidra/web/ui';

/** Where a social sign-in returns: trades the one-time code for a token, then opens the dashboard. */
export function AuthSuccessPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const authenticated = useAppSelector(selectIsAuthenticated);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [exchange] = useExchangeCodeMutation();
  const notifyError = useNotifyError(ErrorTitle.login);
  const started = useRef(false);

  useEffect(() => {
    if (!code || started.current) return;
    // Once only: the code works a single time (React may run effects twice in development).
    started.current = true;
    exchange({ code })
      .unwrap()
      .then((result) => {
        dispatch(notifySuccess(AuthMessage.welcomeBack(result.user.firstName)));
        navigate('/dashboard', { replace: true });
      })
      .catch((error: unknown) => {
        notifyError(error);
        navigate('/login', { replace: true });
      });
  }, [code, exchange, dispatch, navigate, notifyError]);

  if (!code && authenticated) return <Navigate to="/dashboard" replace />;
  if (!code) return <Navigate to="/login" replace />;
  return <Spinner label="Signing you in" />;
}
