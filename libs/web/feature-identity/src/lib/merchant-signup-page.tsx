import type { FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ErrorTitle, MerchantMessage } from '@nidra/shared/contracts';
import { notifySuccess, useAppDispatch, useMerchantSignupMutation, useNotifyError } from '@nidra/web/data-access';
import { Button } from '@nidra/web/ui';
import { useForm } from '@nidra/web/util';
import { SignupFields } from './signup-fields';
import { validateRegister } from './validation';

/** /merchant-signup/{token}: reached from the approval email, whose link carries the email (spec §2). */
export function MerchantSignupPage() {
  const { token = '' } = useParams();
  const [query] = useSearchParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signup, { isLoading }] = useMerchantSignupMutation();
  const notifyError = useNotifyError(ErrorTitle.signup);
  const form = useForm({ email: query.get('email') ?? '', firstName: '', lastName: '', password: '' }, validateRegister);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    const { email, firstName, lastName, password } = form.values;
    try {
      await signup({ token, email: email.trim(), firstName: firstName.trim(), lastName: lastName.trim(), password }).unwrap();
      dispatch(notifySuccess(MerchantMessage.signedUp));
      navigate('/login');
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <section className="auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title">Complete Sign Up</h1>
        <p className="auth-card__lead">Your request to sell on Nidra is approved. Choose your name and password to open your merchant account.</p>
        <form className="form" noValidate onSubmit={submit}>
          <SignupFields form={form} />
          <Button type="submit" block busy={isLoading}>
            Get Started
          </Button>
        </form>
      </div>
    </section>
  );
}
