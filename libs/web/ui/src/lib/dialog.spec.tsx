import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Dialog } from './dialog';

/** A page with a button that opens a question before deleting. */
function Page({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      {open && (
        <Dialog title="Delete the pillow?" role="alertdialog" describedBy="why" onClose={close}>
          <p id="why">It cannot be brought back.</p>
          <button type="button" onClick={close}>
            Keep it
          </button>
          <button type="button">Delete it</button>
        </Dialog>
      )}
    </>
  );
}

const open = () => {
  const opener = screen.getByRole('button', { name: 'Delete' });
  opener.focus();
  fireEvent.click(opener);
  return screen.getByRole('alertdialog', { name: 'Delete the pillow?' });
};

describe('Dialog', () => {
  it('is a modal named by its title and described by its question, with focus on its first control', () => {
    render(<Page />);
    const dialog = open();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBe('why');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep it' }));
  });

  it('keeps focus inside: Tab past the last control comes back to the first', () => {
    render(<Page />);
    open();
    screen.getByRole('button', { name: 'Delete it' }).focus();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep it' }));
  });

  it('closes on Escape and on the backdrop, not on a click inside, and gives focus back to its opener', () => {
    const onClose = jest.fn();
    render(<Page onClose={onClose} />);
    fireEvent.click(open());
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));
    const dialog = open();
    fireEvent.click(dialog.parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
