import type { FormEvent } from 'react';
import { useSubmit } from '@nidra/web/data-access';
import { Button, TextArea, TextField } from '@nidra/web/ui';
import { useForm } from '@nidra/web/util';
import { useSendSellerRequestMutation } from './merchant.api';
import { validateSellerRequest } from './validation';

/** /sell: a visitor applies to sell under their own brand; the form is empty again once it is sent. */
export function SellPage() {
  const [send, { isLoading }] = useSendSellerRequestMutation();
  const submitRequest = useSubmit();
  const form = useForm({ name: '', email: '', phoneNumber: '', brand: '', business: '' }, validateSellerRequest);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    if (await submitRequest(() => send(form.trimmed()).unwrap())) form.reset();
  };

  return (
    <section className="auth-page">
      <div className="auth-card auth-card--wide">
        <h1 className="auth-card__title">Sell With Us</h1>
        <p className="auth-card__lead">
          Make mattresses, pillows or bedding? Sell them on Nidra under your own brand. Tell us about your business and we
          call you back; once approved you get an email to set up your merchant account.
        </p>
        <form ref={form.ref} className="form" noValidate onSubmit={submit}>
          <div className="form__row">
            <TextField label="Name" autoComplete="name" placeholder="Your Full Name" {...form.field('name')} />
            <TextField label="Email" type="email" autoComplete="email" placeholder="Your Email Address" {...form.field('email')} />
          </div>
          <div className="form__row">
            <TextField label="Phone Number" type="tel" autoComplete="tel" placeholder="Your Phone Number" {...form.field('phoneNumber')} />
            <TextField label="Brand" autoComplete="organization" placeholder="Your Business Brand" {...form.field('brand')} />
          </div>
          <TextArea label="Business" rows={5} placeholder="Please Describe Your Business" {...form.field('business')} />
          <div className="form__actions">
            <Button type="submit" busy={isLoading}>
              Submit
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
