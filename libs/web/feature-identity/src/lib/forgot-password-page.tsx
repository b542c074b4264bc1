import type { FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { ErrorTitle } from '@nidra/shared/contracts';
import { notifySuccess, selectIsAuthenticated, useAppDispatch, useAppSelector, useNotifyError } from '@nidra/web/data-access';
import { Button, TextField } from '@nidra/web/ui';
import { useForm } from '@nidra/web/util';
import { useForgotPasswordMutation } from './account.api';
import { validateForgot } from './validation';

export function ForgotPasswordPage() {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [forgot, { isLoading }] = useForgotPasswordMutation();
  const notifyError = useNotifyError(ErrorTitle.forgot);
  const form = useForm({ email: '' }, validateForgot);

  if (authenticated) return <Navigate to="/dashboard" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    try {
      const result = await forgot({ email: form.values.email.trim() }).unwrap();
      dispatch(notifySuccess(result.message));
      navigate('/login');
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <section className="auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title">Forgot Password</h1>
        <p className="auth-card__lead">Enter the email of your account and we will send you a link to choose a new password.</p>
        <form ref={form.ref} className="form" noValidate onSubmit={submit}>
          <TextField label="Email Address" type="email" autoComplete="email" placeholder="Please Enter Your Email" {...form.field('email')} />
          <Button type="submit" block busy={isLoading}>
            Send Email
          </Button>
        </form>
        <div className="auth-card__links">
          <Link to="/login">Back to login</Link>
        </div>
      </div>
    </section>
  );
}
