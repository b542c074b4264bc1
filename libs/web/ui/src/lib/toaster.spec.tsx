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
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(5000));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(onDismiss).toHaveBeenCalledWith('b');
  });
});
