import type { useForm } from '@nidra/web/util';
import { TextField } from './text-field';

type SignupValues = { email: string; firstName: string; lastName: string; password: string } & Record<string, string | boolean>;

/** Email, names and password: the shopper's sign-up and the merchant's. */
export function SignupFields<T extends SignupValues>({ form }: { form: ReturnType<typeof useForm<T>> }) {
  return (
    <>
      <TextField label="Email Address" type="email" autoComplete="email" placeholder="Please Enter Your Email" {...form.field('email')} />
      <div className="form__row">
        <TextField label="First Name" autoComplete="given-name" placeholder="Please Enter Your First Name" {...form.field('firstName')} />
        <TextField label="Last Name" autoComplete="family-name" placeholder="Please Enter Your Last Name" {...form.field('lastName')} />
      </div>
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        placeholder="Please Enter Your Password"
        {...form.field('password')}
      />
    </>
  );
}
