import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from './toaster';

describe('Toaster', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the title and message, and dismisses after one second', () => {
    const onDismiss = jest.fn();
    render(
      <Toaster
        items={[{ id: 'a', kind: 'error', title: 'Please try to login again!', message: 'Wrong password.' }]}
        onDismiss={onDismiss}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Please try to login again!');
    expect(screen.getByRole('alert').textContent).toContain('Wrong password.');
    act(() => jest.advanceTimersByTime(999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledWith('a');
  });

  it('stays while hovered and closes on request', () => {
    const onDismiss = jest.fn();
    render(<Toaster items={[{ id: 'b', kind: 'success', message: 'You have signed out!' }]} onDismiss={onDismiss} />);
    fireEvent.mouseEnter(screen.getByText('You have signed out!'));
    act(() => jest.advanceTimersByTime(5000));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(onDismiss).toHaveBeenCalledWith('b');
  });

  it('announces successes politely and errors at once, from regions that are always there', () => {
    const { rerender } = render(<Toaster items={[]} onDismiss={jest.fn()} />);
    const polite = screen.getByRole('status');
    const assertive = screen.getByRole('alert');
    expect(polite.getAttribute('aria-live')).toBe('polite');
    expect(assertive.getAttribute('aria-live')).toBe('assertive');
    rerender(
      <Toaster
        items={[
          { id: 'c', kind: 'success', message: 'Address has been added.' },
          { id: 'd', kind: 'error', message: 'Pincode is not valid.' },
        ]}
        onDismiss={jest.fn()}
      />,
    );
    expect(polite.textContent).toContain('Address has been added.');
    expect(polite.textContent).not.toContain('Pincode is not valid.');
    expect(assertive.textContent).toContain('Pincode is not valid.');
  });

  it('stays while a keyboard user is on its close button', () => {
    const onDismiss = jest.fn();
    render(<Toaster items={[{ id: 'e', kind: 'error', message: 'Wrong password.' }]} onDismiss={onDismiss} />);
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());
    act(() => jest.advanceTimersByTime(5000));
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
