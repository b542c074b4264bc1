import type { FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { AuthMessage, ErrorTitle } from '@nidra/shared/contracts';
import {
  notifySuccess,
  selectIsAuthenticated,
  useAppDispatch,
  useAppSelector,
  useNotifyError,
  useRegisterMutation,
} from '@nidra/web/data-access';
import { Button, Checkbox, SignupFields } from '@nidra/web/ui';
import { useForm } from '@nidra/web/util';
import { SocialButtons } from './social-buttons';
import { validateRegister } from './validation';

export function RegisterPage() {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [register, { isLoading }] = useRegisterMutation();
  const notifyError = useNotifyError(ErrorTitle.signup);
  const form = useForm({ email: '', firstName: '', lastName: '', password: '', isSubscribed: false }, validateRegister);

  if (authenticated && !isLoading) return <Navigate to="/dashboard" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    const { email, firstName, lastName, password, isSubscribed } = form.values;
    try {
      await register({
        email: email.trim(),
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        password,
        isSubscribed,
      }).unwrap();
      dispatch(notifySuccess(AuthMessage.signedUp));
      navigate('/dashboard');
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <section className="auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title">Sign Up</h1>
        <form ref={form.ref} className="form" noValidate onSubmit={submit}>
          <SignupFields form={form} />
          <Checkbox label="Subscribe to newsletter" {...form.checkbox('isSubscribed')} />
          <Button type="submit" block busy={isLoading}>
            Sign Up
          </Button>
        </form>
        <SocialButtons verb="Sign Up" />
        <div className="auth-card__links">
          <Link to="/login">Back to login</Link>
        </div>
      </div>
    </section>
  );
}
