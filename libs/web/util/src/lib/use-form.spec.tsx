import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { useForm } from './use-form';

const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;
const ticked = (checked: boolean) => ({ target: { checked } }) as ChangeEvent<HTMLInputElement>;

describe('useForm', () => {
  const validate = (values: { email: string; agree: boolean }) =>
    values.email ? {} : { email: 'Email is required.' };

  it('tracks typed values and ticked boxes', () => {
    const { result } = renderHook(() => useForm({ email: '', agree: false }, validate));
    act(() => result.current.field('email').onChange(typed('asha@example.in')));
    act(() => result.current.checkbox('agree').onChange(ticked(true)));
    expect(result.current.values).toEqual({ email: 'asha@example.in', agree: true });
    expect(result.current.field('email').value).toBe('asha@example.in');
    expect(result.current.checkbox('agree').checked).toBe(true);
  });

  it('shows the messages of a failed check and clears them once fixed', () => {
    const { result } = renderHook(() => useForm({ email: '', agree: false }, validate));
    let ok = true;
    act(() => {
      ok = result.current.check();
    });
    expect(ok).toBe(false);
    expect(result.current.field('email').error).toBe('Email is required.');
    act(() => result.current.field('email').onChange(typed('a@b.in')));
    act(() => {
      ok = result.current.check();
    });
    expect(ok).toBe(true);
    expect(result.current.errors).toEqual({});
  });

  it('starts again from its first values, without messages, on reset', () => {
    const { result } = renderHook(() => useForm({ email: '', agree: false }, validate));
    act(() => {
      result.current.check();
    });
    act(() => result.current.field('email').onChange(typed('asha@example.in')));
    act(() => result.current.checkbox('agree').onChange(ticked(true)));
    expect(result.current.trimmed()).toEqual({ email: 'asha@example.in', agree: true });
    act(() => result.current.field('email').onChange(typed('  asha@example.in ')));
    expect(result.current.trimmed()).toEqual({ email: 'asha@example.in', agree: true });
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ email: '', agree: false });
    expect(result.current.errors).toEqual({});
  });
});
