import type { FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ErrorTitle } from '@nidra/shared/contracts';
import { useSubmit } from '@nidra/web/data-access';
import { Button, SignupFields } from '@nidra/web/ui';
import { useForm } from '@nidra/web/util';
import { useMerchantSignupMutation } from './merchant.api';
import { validateMerchantSignup } from './validation';

/** /merchant-signup/{token}: reached from the approval email, whose link carries the email. */
export function MerchantSignupPage() {
  const { token = '' } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const [signup, { isLoading }] = useMerchantSignupMutation();
  const submitRequest = useSubmit(ErrorTitle.signup);
  const form = useForm({ email: query.get('email') ?? '', firstName: '', lastName: '', password: '' }, validateMerchantSignup);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    const { email, firstName, lastName, password } = form.values;
    const body = { token, email: email.trim(), firstName: firstName.trim(), lastName: lastName.trim(), password };
    // The server answers with the merchant sign-up notice.
    if (await submitRequest(() => signup(body).unwrap())) navigate('/login');
  };

  return (
    <section className="auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title">Complete Sign Up</h1>
        <p className="auth-card__lead">Your request to sell on Nidra is approved. Choose your name and password to open your merchant account.</p>
        <form ref={form.ref} className="form" noValidate onSubmit={submit}>
          <SignupFields form={form} />
          <Button type="submit" block busy={isLoading}>
            Get Started
          </Button>
        </form>
      </div>
    </section>
  );
}
