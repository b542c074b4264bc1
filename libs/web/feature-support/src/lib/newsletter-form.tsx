import type { FormEvent } from 'react';
import { useSubmit } from '@nidra/web/data-access';
import { Button, TextField } from '@nidra/web/ui';
import { useForm } from '@nidra/web/util';
import { useSubscribeNewsletterMutation } from './support.api';
import { validateNewsletter } from './validation';

/** The footer's newsletter sign-up; empty again once subscribed. */
export function NewsletterForm() {
  const [subscribe, { isLoading }] = useSubscribeNewsletterMutation();
  const submitRequest = useSubmit();
  const form = useForm({ email: '' }, validateNewsletter);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    if (await submitRequest(() => subscribe({ email: form.values.email.trim() }).unwrap())) form.reset();
  };
  return (
    <form ref={form.ref} className="newsletter" noValidate onSubmit={submit} aria-label="Newsletter">
      <h2 className="footer__heading">Newsletter</h2>
      <p className="newsletter__lead">Sign up for sleep advice and offers.</p>
      <div className="newsletter__row">
        <TextField label="Email for the newsletter" type="email" autoComplete="email" placeholder="Your email" {...form.field('email')} />
        <Button type="submit" busy={isLoading}>
          Subscribe
        </Button>
      </div>
    </form>
  );
}
