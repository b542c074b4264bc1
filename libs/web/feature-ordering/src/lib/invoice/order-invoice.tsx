import { useId, useState } from 'react';
import type { CreditNoteDto, OrderDto } from '@nidra/shared/contracts';
import { selectToken, useAppSelector } from '@nidra/web/data-access';
import { Button } from '@nidra/web/ui';
import { formatDate, formatInr } from '@nidra/web/util';
import { downloadPdf, pdfFileName } from './download-pdf';
import { useGetCreditNotesQuery } from './invoice.api';
import './order-invoice.css';

/** A download button that says what went wrong beside it. */
function DownloadButton({
  label,
  name,
  path,
  fileName,
  describedBy,
}: {
  label: string;
  /** The accessible name when several buttons share the label: the label and what it downloads. */
  name?: string;
  path: string;
  fileName: string;
  describedBy?: string;
}) {
  const token = useAppSelector(selectToken);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();

  const download = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await downloadPdf(path, fileName, token);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="order-invoice__download">
      <Button
        variant="secondary"
        busy={busy}
        aria-label={name}
        aria-describedby={[describedBy, problem ? problemId : undefined].filter(Boolean).join(' ') || undefined}
        onClick={() => void download()}
      >
        {label}
      </Button>
      {problem && (
        <p id={problemId} className="order-invoice__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

function CreditNote({ note }: { note: CreditNoteDto }) {
  const id = useId();
  return (
    <li className="order-invoice__note">
      <p id={id} className="order-invoice__note-text">
        <span className="order-invoice__number">{note.number}</span>
        <span>
          {formatDate(note.date)} · {formatInr(note.totals.total)}
        </span>
      </p>
      <DownloadButton
        label="Download credit note"
        name={`Download credit note ${note.number}`}
        describedBy={id}
        path={`/credit-note/${encodeURIComponent(note._id)}.pdf`}
        fileName={pdfFileName(note.number)}
      />
    </li>
  );
}

/** The order's tax invoice to download, and the credit notes issued against it. Nothing before it is invoiced. */
export function OrderInvoice({ order }: { order: OrderDto }) {
  const { invoiceNumber } = order;
  const headingId = useId();
  const numberId = useId();
  const { data } = useGetCreditNotesQuery(order._id, { skip: !invoiceNumber });
  if (!invoiceNumber) return null;
  const creditNotes = data?.creditNotes ?? [];

  return (
    <section className="order-invoice" aria-labelledby={headingId}>
      <h3 id={headingId} className="order-invoice__title">
        Invoice
      </h3>
      <p id={numberId} className="order-invoice__line">
        Invoice number <span className="order-invoice__number">{invoiceNumber}</span>
      </p>
      <DownloadButton
        label="Download invoice"
        describedBy={numberId}
        path={`/order/${encodeURIComponent(order._id)}/invoice.pdf`}
        fileName={pdfFileName(invoiceNumber)}
      />
      {creditNotes.length > 0 && (
        <>
          <h4 className="order-invoice__subtitle">Credit notes</h4>
          <ul className="order-invoice__notes">
            {creditNotes.map((note) => (
              <CreditNote key={note._id} note={note} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
