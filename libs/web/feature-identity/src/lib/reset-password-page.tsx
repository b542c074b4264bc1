import type { FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ErrorTitle } from '@nidra/shared/contracts';
import { useSubmit } from '@nidra/web/data-access';
import { Button } from '@nidra/web/ui';
import { useForm } from '@nidra/web/util';
import { useResetPasswordMutation } from './account.api';
import { PasswordFields } from './password-fields';
import { validateReset } from './validation';

/** Reached from the emailed link: choose a new password, then sign in with it. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [reset, { isLoading }] = useResetPasswordMutation();
  const submitRequest = useSubmit(ErrorTitle.reset);
  const form = useForm({ password: '', confirmPassword: '' }, validateReset);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    if (await submitRequest(() => reset({ token, ...form.values }).unwrap())) navigate('/login');
  };

  return (
    <section className="auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title">Reset Password</h1>
        <form ref={form.ref} className="form" noValidate onSubmit={submit}>
          <PasswordFields form={form} />
          <Button type="submit" block busy={isLoading}>
            Reset Password
          </Button>
        </form>
        <div className="auth-card__links">
          <Link to="/login">Back to login</Link>
        </div>
      </div>
    </section>
  );
}
