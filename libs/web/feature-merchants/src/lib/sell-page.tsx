import { useState } from 'react';
import type { FormEvent } from 'react';
import type { SellerRequest } from '@nidra/shared/contracts';
import { useSendSellerRequestMutation, useSubmit } from '@nidra/web/data-access';
import { Button, TextArea, TextField } from '@nidra/web/ui';
import { useForm } from '@nidra/web/util';
import { validateSellerRequest } from './validation';

const EMPTY = { name: '', email: '', phoneNumber: '', brand: '', business: '' };

/** /sell: a visitor applies to sell under their own brand; an administrator reviews the request. */
export function SellPage() {
  const [send, { isLoading }] = useSendSellerRequestMutation();
  const submitRequest = useSubmit();
  // A new key gives a fresh, empty form after a request is sent.
  const [round, setRound] = useState(0);
  return (
    <SellForm
      key={round}
      busy={isLoading}
      onSent={() => setRound(round + 1)}
      send={(body) => submitRequest(() => send(body).unwrap())}
    />
  );
}

interface SellFormProps {
  busy: boolean;
  send: (body: SellerRequest) => Promise<boolean>;
  onSent: () => void;
}

function SellForm({ busy, send, onSent }: SellFormProps) {
  const form = useForm(EMPTY, validateSellerRequest);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    const { name, email, phoneNumber, brand, business } = form.values;
    const body = { name: name.trim(), email: email.trim(), phoneNumber: phoneNumber.trim(), brand: brand.trim(), business: business.trim() };
    if (await send(body)) onSent();
  };

  return (
    <section className="auth-page">
      <div className="auth-card auth-card--wide">
        <h1 className="auth-card__title">Sell With Us</h1>
        <p className="auth-card__lead">
          Make mattresses, pillows or bedding? Sell them on Nidra under your own brand. Tell us about your business and we
          call you back; once approved you get an email to set up your merchant account.
        </p>
        <form className="form" noValidate onSubmit={submit}>
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
            <Button type="submit" busy={busy}>
              Submit
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
