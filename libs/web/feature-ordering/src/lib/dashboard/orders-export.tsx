import { useState, type FormEvent } from 'react';
import { addDays, indianToday, ITEM_STATUSES } from '@nidra/shared/contracts';
import { downloadFile, selectToken, useAppSelector } from '@nidra/web/data-access';
import { Button, FieldShell, TextField } from '@nidra/web/ui';
import './orders-export.css';

const FAILED = 'The orders could not be exported. Please try again.';

/** Orders of a period (and an item status) as a CSV file: administrators the shop's, merchants their brand's. */
export function OrdersExport({ whose }: { whose: 'shop' | 'brand' }) {
  const token = useAppSelector(selectToken);
  const today = indianToday();
  const [from, setFrom] = useState(addDays(today, -29));
  const [to, setTo] = useState(today);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    // The server checks the period and answers a bad one in words, shown beside the button.
    const query = new URLSearchParams({ from, to, ...(status ? { status } : {}) });
    try {
      await downloadFile(`/insight/orders.csv?${query}`, `orders-${from}-to-${to}.csv`, token, FAILED);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="orders-export" aria-labelledby="orders-export-title" onSubmit={(event) => void submit(event)} noValidate>
      <h3 id="orders-export-title" className="orders-export__title">
        Export orders
      </h3>
      <p className="orders-export__note">
        {whose === 'shop' ? 'Every customer’s orders' : 'Your brand’s lines of customers’ orders'}, one row per item, as a CSV file.
      </p>
      <TextField label="From" name="from" type="date" value={from} max={to} onChange={(event) => setFrom(event.target.value)} />
      <TextField label="To" name="to" type="date" value={to} min={from} onChange={(event) => setTo(event.target.value)} />
      <FieldShell label="Item status">
        {(control) => (
          <select className="field__input" name="status" value={status} onChange={(event) => setStatus(event.target.value)} {...control}>
            <option value="">Any status</option>
            {ITEM_STATUSES.map((each) => (
              <option key={each} value={each}>
                {each}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <Button type="submit" variant="secondary" busy={busy}>
        Download CSV
      </Button>
      {problem && (
        <p className="orders-export__problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
