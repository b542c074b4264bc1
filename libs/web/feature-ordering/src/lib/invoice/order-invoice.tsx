import { useId, useState } from 'react';
import type { CreditNoteDto, OrderDto, OrderInvoiceDto } from '@nidra/shared/contracts';
import { selectToken, useAppSelector } from '@nidra/web/data-access';
import { Button } from '@nidra/web/ui';
import { formatDate, formatInr } from '@nidra/web/util';
import { downloadPdf, pdfFileName } from './download-pdf';
import { useGetCreditNotesQuery, useGetOrderInvoicesQuery } from './invoice.api';
import { InvoiceEDocuments } from './invoice-e-documents';
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
    <li className="order-invoice__doc">
      <p id={id} className="order-invoice__doc-text">
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

function Invoice({ invoice, several }: { invoice: OrderInvoiceDto; several: boolean }) {
  const id = useId();
  return (
    <li className="order-invoice__doc">
      <p id={id} className="order-invoice__doc-text">
        <span className="order-invoice__seller">Sold by {invoice.seller.name}</span>
        <span>
          Invoice number <span className="order-invoice__number">{invoice.number}</span>
        </span>
        <span>
          {formatDate(invoice.date)} · {formatInr(invoice.totals.total)}
        </span>
      </p>
      <DownloadButton
        label="Download invoice"
        name={several ? `Download invoice ${invoice.number}` : undefined}
        describedBy={id}
        path={`/invoice/${encodeURIComponent(invoice._id)}.pdf`}
        fileName={pdfFileName(invoice.number)}
      />
      <InvoiceEDocuments invoice={invoice} />
    </li>
  );
}

/**
 * The order's tax invoices to download, one per seller (a merchant sees its own), and the credit notes
 * issued against them. Nothing before the order is invoiced.
 */
export function OrderInvoice({ order }: { order: OrderDto }) {
  const invoiced = Boolean(order.invoiceNumber);
  const headingId = useId();
  const { data: invoiceList } = useGetOrderInvoicesQuery(order._id, { skip: !invoiced });
  const { data } = useGetCreditNotesQuery(order._id, { skip: !invoiced });
  const invoices = invoiceList?.invoices ?? [];
  if (!invoiced || invoices.length === 0) return null;
  const creditNotes = data?.creditNotes ?? [];
  const several = invoices.length > 1;

  return (
    <section className="order-invoice" aria-labelledby={headingId}>
      <h3 id={headingId} className="order-invoice__title">
        {several ? 'Invoices' : 'Invoice'}
      </h3>
      <ul className="order-invoice__docs">
        {invoices.map((invoice) => (
          <Invoice key={invoice._id} invoice={invoice} several={several} />
        ))}
      </ul>
      {creditNotes.length > 0 && (
        <>
          <h4 className="order-invoice__subtitle">Credit notes</h4>
          <ul className="order-invoice__docs">
            {creditNotes.map((note) => (
              <CreditNote key={note._id} note={note} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
