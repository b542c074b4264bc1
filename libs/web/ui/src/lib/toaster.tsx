import { useEffect, useState } from 'react';

export interface ToastItem {
  id: string;
  kind: 'success' | 'error';
  title?: string;
  message: string;
}

export interface ToasterProps {
  items: ToastItem[];
  onDismiss: (id: string) => void;
  /** How long a notice stays; hovering keeps it open. */
  durationMs?: number;
}

function Toast({ item, onDismiss, durationMs }: { item: ToastItem; onDismiss: (id: string) => void; durationMs: number }) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return undefined;
    const timer = setTimeout(() => onDismiss(item.id), durationMs);
    return () => clearTimeout(timer);
  }, [paused, item.id, durationMs, onDismiss]);

  return (
    <div
      className={`toast toast--${item.kind}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="toast__body">
        {item.title && <p className="toast__title">{item.title}</p>}
        <p className="toast__message">{item.message}</p>
      </div>
      <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={() => onDismiss(item.id)}>
        ×
      </button>
    </div>
  );
}

/**
 * Notices stacked at the top right of the page. Both live regions are always in the page, so screen
 * readers announce what enters them: successes politely, errors at once.
 */
export function Toaster({ items, onDismiss, durationMs = 1000 }: ToasterProps) {
  const region = (kind: ToastItem['kind']) =>
    items
      .filter((item) => item.kind === kind)
      .map((item) => <Toast key={item.id} item={item} onDismiss={onDismiss} durationMs={durationMs} />);
  return (
    <div className="toaster">
      <div className="toaster__region" role="alert" aria-live="assertive">
        {region('error')}
      </div>
      <div className="toaster__region" role="status" aria-live="polite">
        {region('success')}
      </div>
    </div>
  );
}
