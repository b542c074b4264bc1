import { TextField } from '@nidra/web/ui';
import type { useForm } from '@nidra/web/util';

type PasswordForm = ReturnType<typeof useForm<{ password: string; confirmPassword: string }>>;

/** New password and its confirmation (reset by link, and Account Security). */
export function PasswordFields({ form }: { form: PasswordForm }) {
  return (
    <>
      <TextField label="Password" type="password" autoComplete="new-password" placeholder="Password" {...form.field('password')} />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        placeholder="Confirm Password"
        {...form.field('confirmPassword')}
      />
    </>
  );
}
