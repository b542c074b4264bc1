import { useEffect, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthMessage, ErrorTitle, socialNotice } from '@nidra/shared/contracts';
import {
  notifySuccess,
  selectIsAuthenticated,
  useAppDispatch,
  useAppSelector,
  useLoginMutation,
  useNotifyError,
  useNotifyMessage,
} from '@nidra/web/data-access';
import { Button, TextField } from '@nidra/web/ui';
import { useForm } from '@nidra/web/util';
import { SocialButtons } from './social-buttons';
import { validateLogin } from './validation';

export function LoginPage() {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [login, { isLoading }] = useLoginMutation();
  const notifyError = useNotifyError(ErrorTitle.login);
  const notifyMessage = useNotifyMessage(ErrorTitle.login);
  const form = useForm({ email: '', password: '' }, validateLogin);
  const [params, setParams] = useSearchParams();
  const returnedError = params.get('error');

  // A social sign-in that failed comes back here with the reason; only the shop's own words are shown.
  useEffect(() => {
    if (!returnedError) return;
    notifyMessage(socialNotice(returnedError));
    setParams({}, { replace: true });
  }, [returnedError, notifyMessage, setParams]);

  if (authenticated && !isLoading) return <Navigate to="/dashboard" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    try {
      const result = await login({ email: form.values.email.trim(), password: form.values.password }).unwrap();
      dispatch(notifySuccess(AuthMessage.welcomeBack(result.user.firstName)));
      navigate('/dashboard');
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <section className="auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title">Login</h1>
        <form ref={form.ref} className="form" noValidate onSubmit={submit}>
          <TextField label="Email Address" type="email" autoComplete="email" placeholder="Please Enter Your Email" {...form.field('email')} />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            placeholder="Please Enter Your Password"
            {...form.field('password')}
          />
          <Button type="submit" block busy={isLoading}>
            Login
          </Button>
        </form>
        <SocialButtons verb="Login" />
        <div className="auth-card__links">
          <Link to="/register">Create an account</Link>
          <Link to="/forgot-password">Forgot Password?</Link>
        </div>
      </div>
    </section>
  );
}
