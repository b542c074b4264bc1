import { useState, type FormEvent } from 'react';
import {
  useSendContactMutation,
  useSubmit,
} from '@nidra/web/data-access';
import { Button, TextArea, TextField } from '@nidra/web/ui';
import { useForm } from '@nidra/web/util';
import { validateContact } from './validation';

const EMPTY = { name: '', email: '', message: '' };

export function ContactPage() {
  const [send, { isLoading }] = useSendContactMutation();
  const submitRequest = useSubmit();
  // A new key gives a fresh, empty form after a message is sent.
  const [round, setRound] = useState(0);
  return <ContactForm key={round} busy={isLoading} onSent={() => setRound(round + 1)} send={(body) => submitRequest(() => send(body).unwrap())} />;
}

interface ContactFormProps {
  busy: boolean;
  send: (body: typeof EMPTY) => Promise<boolean>;
  onSent: () => void;
}

function ContactForm({ busy, send, onSent }: ContactFormProps) {
  const form = useForm(EMPTY, validateContact);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    const { name, email, message } = form.values;
    if (await send({ name: name.trim(), email: email.trim(), message: message.trim() })) onSent();
  };

  return (
    <section className="auth-page">
      <div className="auth-card auth-card--wide">
        <h1 className="auth-card__title">Contact Information</h1>
        <p className="auth-card__lead">Questions about a mattress, an order or a delivery? Write to us and we answer within a working day.</p>
        <form className="form" noValidate onSubmit={submit}>
          <TextField label="Name" autoComplete="name" placeholder="Your Full Name" {...form.field('name')} />
          <TextField label="Email" type="email" autoComplete="email" placeholder="Your Email Address" {...form.field('email')} />
          <TextArea label="Message" rows={5} placeholder="Please Describe Your Message" {...form.field('message')} />
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
