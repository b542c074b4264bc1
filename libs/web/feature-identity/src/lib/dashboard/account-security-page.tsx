import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorTitle } from '@nidra/shared/contracts';
import { forgetSession, notifySuccess, useAppDispatch, useNotifyError } from '@nidra/web/data-access';
import { Button } from '@nidra/web/ui';
import { useForm } from '@nidra/web/util';
import { useChangePasswordMutation } from '../account.api';
import { PasswordFields } from '../password-fields';
import { validateReset } from '../validation';
import { SocialLinksPanel } from './social-links-panel';

/** Choosing a new password signs this and every other device out. */
export function AccountSecurityPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [change, { isLoading }] = useChangePasswordMutation();
  const notifyError = useNotifyError(ErrorTitle.reset);
  const form = useForm({ password: '', confirmPassword: '' }, validateReset);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    try {
      const result = await change(form.values).unwrap();
      dispatch(forgetSession());
      dispatch(notifySuccess(result.message));
      navigate('/login');
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <>
      <section className="panel">
        <header className="panel__header">
          <h2 className="panel__title">Reset Password</h2>
        </header>
        <form ref={form.ref} className="form" noValidate onSubmit={submit}>
          <PasswordFields form={form} />
          <div className="form__actions">
            <Button type="submit" busy={isLoading}>
              Reset Password
            </Button>
          </div>
        </form>
      </section>
      <SocialLinksPanel />
    </>
  );
}
