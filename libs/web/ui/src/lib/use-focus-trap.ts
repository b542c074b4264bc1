import { useEffect, useRef } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The elements inside `root` that Tab reaches, in document order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden], [inert]'));
}

export interface FocusTrapOptions {
  /** While true, Tab and Shift+Tab cycle inside the element and focus cannot leave it. */
  active: boolean;
  onEscape?: () => void;
  /** Where focus goes when the trap ends; by default back to what had it when the trap began. */
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * Keeps keyboard focus inside a dialog while it is open: focus moves to its first control, Tab and
 * Shift+Tab wrap around, Escape calls `onEscape`, and on closing focus returns where it belongs.
 */
export function useFocusTrap<T extends HTMLElement>({ active, onEscape, returnFocusTo }: FocusTrapOptions) {
  const container = useRef<T>(null);
  // The latest callbacks, so a parent's new function on each render does not restart the trap.
  const callbacks = useRef({ onEscape, returnFocusTo });
  useEffect(() => {
    callbacks.current = { onEscape, returnFocusTo };
  });

  useEffect(() => {
    const root = container.current;
    if (!active || !root) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = () => focusableIn(root)[0] ?? root;
    first().focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && callbacks.current.onEscape) {
        event.preventDefault();
        callbacks.current.onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(root);
      if (focusable.length === 0) {
        event.preventDefault();
        root.focus();
        return;
      }
      const head = focusable[0];
      const tail = focusable[focusable.length - 1];
      const current = document.activeElement;
      const outside = !root.contains(current);
      if (event.shiftKey && (outside || current === head || current === root)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (outside || current === tail)) {
        event.preventDefault();
        head.focus();
      }
    };
    // Focus that lands outside (a click behind the dialog, a script) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) first().focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const target = callbacks.current.returnFocusTo?.() ?? opener;
      if (target?.isConnected) target.focus();
    };
  }, [active]);

  return container;
}
