import { useState, type FormEvent } from 'react';
import {
  useSubmit,
  useSubscribeNewsletterMutation,
} from '@nidra/web/data-access';
import { Button, TextField } from '@nidra/web/ui';
import { useForm } from '@nidra/web/util';
import { validateNewsletter } from './validation';

/** The footer's newsletter sign-up. */
export function NewsletterForm() {
  const [subscribe, { isLoading }] = useSubscribeNewsletterMutation();
  const submitRequest = useSubmit();
  const [round, setRound] = useState(0);
  return (
    <NewsletterFields
      key={round}
      busy={isLoading}
      send={(email) => submitRequest(() => subscribe({ email }).unwrap())}
      onSent={() => setRound(round + 1)}
    />
  );
}

function NewsletterFields({ busy, send, onSent }: { busy: boolean; send: (email: string) => Promise<boolean>; onSent: () => void }) {
  const form = useForm({ email: '' }, validateNewsletter);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    if (await send(form.values.email.trim())) onSent();
  };
  return (
    <form className="newsletter" noValidate onSubmit={submit} aria-label="Newsletter">
      <h2 className="footer__heading">Newsletter</h2>
      <p className="newsletter__lead">Sign up for sleep advice and offers.</p>
      <div className="newsletter__row">
        <TextField label="Email for the newsletter" type="email" autoComplete="email" placeholder="Your email" {...form.field('email')} />
        <Button type="submit" busy={busy}>
          Subscribe
        </Button>
      </div>
    </form>
  );
}
