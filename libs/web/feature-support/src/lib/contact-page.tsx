import type { FormEvent } from 'react';
import { useSubmit } from '@nidra/web/data-access';
import { Button, TextArea, TextField } from '@nidra/web/ui';
import { useForm } from '@nidra/web/util';
import { useSendContactMutation } from './support.api';
import { validateContact } from './validation';

/** /contact: a message to the shop; the form is empty again once it is sent. */
export function ContactPage() {
  const [send, { isLoading }] = useSendContactMutation();
  const submitRequest = useSubmit();
  const form = useForm({ name: '', email: '', message: '' }, validateContact);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    if (await submitRequest(() => send(form.trimmed()).unwrap())) form.reset();
  };

  return (
    <section className="auth-page">
      <div className="auth-card auth-card--wide">
        <h1 className="auth-card__title">Contact Information</h1>
        <p className="auth-card__lead">Questions about a mattress, an order or a delivery? Write to us and we answer within a working day.</p>
        <form ref={form.ref} className="form" noValidate onSubmit={submit}>
          <TextField label="Name" autoComplete="name" placeholder="Your Full Name" {...form.field('name')} />
          <TextField label="Email" type="email" autoComplete="email" placeholder="Your Email Address" {...form.field('email')} />
          <TextArea label="Message" rows={5} placeholder="Please Describe Your Message" {...form.field('message')} />
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
