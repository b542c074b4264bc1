import type { FormEvent } from 'react';
import { AuthProvider, ROLE_LABELS, type UserDto } from '@nidra/shared/contracts';
import { notifySuccess, useAppDispatch, useGetProfileQuery, useNotifyError } from '@nidra/web/data-access';
import { Button, Spinner, TextField } from '@nidra/web/ui';
import { useForm } from '@nidra/web/util';
import { useUpdateProfileMutation } from '../account.api';
import { validateProfile } from '../validation';

function AccountForm({ user }: { user: UserDto }) {
  const dispatch = useAppDispatch();
  const [update, { isLoading }] = useUpdateProfileMutation();
  const notifyError = useNotifyError();
  const form = useForm(
    { firstName: user.firstName, lastName: user.lastName, phoneNumber: user.phoneNumber ?? '' },
    validateProfile,
  );
  const social = user.provider !== AuthProvider.Email;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    const { firstName, lastName, phoneNumber } = form.values;
    try {
      const result = await update({
        profile: { firstName: firstName.trim(), lastName: lastName.trim(), phoneNumber: phoneNumber.trim() || null },
      }).unwrap();
      dispatch(notifySuccess(result.message));
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <section className="panel">
      <header className="panel__header">
        <h2 className="panel__title">Account Details</h2>
        <span className={`badge badge--${user.role.toLowerCase()}`}>{ROLE_LABELS[user.role]}</span>
      </header>
      <p className="panel__meta">
        {social ? `Logged in With ${user.provider.charAt(0).toUpperCase()}${user.provider.slice(1)}` : user.email}
      </p>
      <form ref={form.ref} className="form" noValidate onSubmit={submit}>
        <div className="form__row">
          <TextField label="First Name" autoComplete="given-name" placeholder="Please Enter Your First Name" {...form.field('firstName')} />
          <TextField label="Last Name" autoComplete="family-name" placeholder="Please Enter Your Last Name" {...form.field('lastName')} />
        </div>
        <TextField
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          placeholder="Please Enter Your Phone Number"
          {...form.field('phoneNumber')}
        />
        <div className="form__actions">
          <Button type="submit" busy={isLoading}>
            Save changes
          </Button>
        </div>
      </form>
    </section>
  );
}

export function AccountDetailsPage() {
  const { data } = useGetProfileQuery();
  if (!data) return <Spinner label="Loading your account" />;
  // Keyed by id so a different account (after signing in again) starts a fresh form.
  return <AccountForm key={data.user._id} user={data.user} />;
}
