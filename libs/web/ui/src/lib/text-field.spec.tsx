import { fireEvent, render, screen } from '@testing-library/react';
import type { FormEvent } from 'react';
import { useForm } from '@nidra/web/util';
import { TextField } from './text-field';

const validate = (values: { name: string; email: string }) => ({
  ...(values.name ? {} : { name: 'Name is required.' }),
  ...(values.email.includes('@') ? {} : { email: 'Email is invalid.' }),
});

function ContactForm() {
  const form = useForm({ name: '', email: '' }, validate);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.check();
  };
  return (
    <form ref={form.ref} noValidate onSubmit={submit}>
      <TextField label="Name" {...form.field('name')} />
      <TextField label="Email" {...form.field('email')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('TextField', () => {
  it('is labelled, and valid until told otherwise', () => {
    render(<TextField label="Name" name="name" value="" onChange={jest.fn()} />);
    const input = screen.getByLabelText('Name');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('ties its error to the field: invalid, described by the message', () => {
    render(<TextField label="Email" name="email" value="asha" onChange={jest.fn()} error="Email is invalid." />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Email is invalid.');
  });
});

describe('a form with errors', () => {
  it('moves focus to the first invalid field on submit', () => {
    render(<ContactForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(screen.getByRole('textbox', { name: 'Name', description: 'Name is required.' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Asha' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
  });
});
