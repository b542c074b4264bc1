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
      role={item.kind === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
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

/** Notices stacked at the top right of the page. */
export function Toaster({ items, onDismiss, durationMs = 1000 }: ToasterProps) {
  return (
    <div className="toaster" aria-live="polite">
      {items.map((item) => (
        <Toast key={item.id} item={item} onDismiss={onDismiss} durationMs={durationMs} />
      ))}
    </div>
  );
}
