import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Drawer } from './drawer';

/** A page with an opener, a bag button elsewhere and the drawer with two links. */
function Page({ returnToBag = false, onClose }: { returnToBag?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add To Bag
      </button>
      <button type="button" id="bag">
        Bag
      </button>
      <Drawer
        open={open}
        onClose={close}
        title="Your Bag"
        closeLabel="Close the bag"
        returnFocusTo={returnToBag ? () => document.getElementById('bag') : undefined}
        footer={<button type="button">Place Order</button>}
      >
        <a href="#/product/a">Kumbha Mattress</a>
      </Drawer>
    </>
  );
}

const open = () => {
  const opener = screen.getByRole('button', { name: 'Add To Bag' });
  opener.focus();
  fireEvent.click(opener);
  return screen.getByRole('dialog', { name: 'Your Bag' });
};
const tab = (shiftKey = false) => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey });

describe('Drawer', () => {
  it('is a modal dialog named by its title, with focus on its first control', () => {
    render(<Page />);
    const dialog = open();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close the bag' }));
  });

  it('keeps Tab and Shift+Tab inside: past the last control comes the first, and back', () => {
    render(<Page />);
    open();
    const first = screen.getByRole('button', { name: 'Close the bag' });
    const last = screen.getByRole('button', { name: 'Place Order' });
    last.focus();
    tab();
    expect(document.activeElement).toBe(first);
    tab(true);
    expect(document.activeElement).toBe(last);
  });

  it('brings focus back inside when it lands behind the drawer', () => {
    render(<Page />);
    open();
    screen.getByRole('button', { name: 'Bag' }).focus();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close the bag' }));
  });

  it('closes on Escape and gives focus back to what opened it', () => {
    const onClose = jest.fn();
    render(<Page onClose={onClose} />);
    open();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add To Bag' }));
  });

  it('gives focus to the element it is told to on closing', () => {
    render(<Page returnToBag />);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Close the bag' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bag' }));
  });
});
