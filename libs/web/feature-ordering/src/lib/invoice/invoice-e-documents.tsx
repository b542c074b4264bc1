import { useId, useState, type FormEvent } from 'react';
import type { IrnRecord, OrderInvoiceDto } from '@nidra/shared/contracts';
import { notifySuccess, serverErrorMessage, useAppDispatch, useDownload, useGetProfileQuery } from '@nidra/web/data-access';
import { Button, TextArea, TextField } from '@nidra/web/ui';
import { useForm } from '@nidra/web/util';
import { eDocumentFileName, handlesEDocuments, irnErrors, needsEwayBill, takesEInvoice } from './e-documents';
import { useRecordIrnMutation } from './e-documents.api';
import './invoice-e-documents.css';

export const EWAY_BILL_NEEDED = 'An e-way bill is needed: the consignment is over ₹50,000';

/** A button that fetches one of the invoice's JSON files with the token and saves it, with any problem beside it. */
export function EDocumentDownload({ label, name, path, fileName }: { label: string; name: string; path: string; fileName: string }) {
  const { busy, problem, download } = useDownload();
  const problemId = useId();
  return (
    <div className="e-documents__download">
      <Button variant="secondary" busy={busy} aria-label={name} aria-describedby={problem ? problemId : undefined} onClick={() => void download(path, fileName)}>
        {label}
      </Button>
      {problem && (
        <p id={problemId} className="e-documents__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

/** The form's values: the record's fields as typed. */
type IrnValues = { [Field in keyof IrnRecord]: string };

const EMPTY: IrnValues = { irn: '', ackNo: '', ackDate: '', signedQrCode: '' };

/** The IRP's answer for the e-invoice, recorded once: the server refuses a second. */
function IrnForm({ invoice }: { invoice: OrderInvoiceDto }) {
  const [record, { isLoading }] = useRecordIrnMutation();
  const dispatch = useAppDispatch();
  const form = useForm<IrnValues>(EMPTY, irnErrors);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!form.check()) return;
    try {
      await record({ invoiceId: invoice._id, orderId: invoice.orderId, ...form.trimmed() }).unwrap();
      dispatch(notifySuccess('The IRN is recorded.'));
    } catch (error) {
      setProblem(serverErrorMessage(error) ?? 'The IRN could not be recorded. Please try again.');
    }
  };
  return (
    <form ref={form.ref} className="e-documents__form" aria-label={`IRN of invoice ${invoice.number}`} noValidate onSubmit={(event) => void submit(event)}>
      <TextField label="IRN" autoComplete="off" spellCheck={false} maxLength={64} {...form.field('irn')} />
      <TextField label="Ack No" autoComplete="off" {...form.field('ackNo')} />
      <TextField label="Ack Date" autoComplete="off" placeholder="2026-11-05 10:15:00" {...form.field('ackDate')} />
      <TextArea label="Signed QR code" spellCheck={false} {...form.field('signedQrCode')} />
      {problem && (
        <p className="e-documents__problem" role="alert">
          {problem}
        </p>
      )}
      <Button type="submit" busy={isLoading}>
        Record IRN
      </Button>
    </form>
  );
}

/**
 * Beside an order's invoice, for administrators and its seller: the e-invoice JSON (a registered buyer's
 * invoice) and the IRP's answer once registered, and the e-way bill JSON, marked as needed over ₹50,000.
 */
export function InvoiceEDocuments({ invoice }: { invoice: OrderInvoiceDto }) {
  const user = useGetProfileQuery().data?.user;
  const [recording, setRecording] = useState(false);
  const formId = useId();
  if (invoice.type !== 'tax-invoice' || !handlesEDocuments(user, invoice)) return null;
  const base = `/invoice/${encodeURIComponent(invoice._id)}`;
  const eInvoice = takesEInvoice(invoice);
  const heavy = needsEwayBill(invoice);

  return (
    <div className="e-documents">
      {heavy && <p className="e-documents__needed">{EWAY_BILL_NEEDED}</p>}
      <div className="e-documents__buttons">
        {eInvoice && (
          <EDocumentDownload
            label="E-invoice JSON"
            name={`E-invoice JSON of invoice ${invoice.number}`}
            path={`${base}/einvoice.json`}
            fileName={eDocumentFileName(invoice.number, 'einvoice')}
          />
        )}
        <EDocumentDownload
          label="E-way bill JSON"
          name={`E-way bill JSON of invoice ${invoice.number}`}
          path={`${base}/eway-bill.json`}
          fileName={eDocumentFileName(invoice.number, 'eway-bill')}
        />
      </div>
      {eInvoice &&
        (invoice.irn ? (
          <dl className="e-documents__irn">
            <div>
              <dt>IRN</dt>
              <dd>{invoice.irn.irn}</dd>
            </div>
            <div>
              <dt>Ack No</dt>
              <dd>
                {invoice.irn.ackNo} of {invoice.irn.ackDate}
              </dd>
            </div>
          </dl>
        ) : (
          <>
            <Button variant="ghost" aria-expanded={recording} aria-controls={formId} onClick={() => setRecording(!recording)}>
              Record the IRP’s answer
            </Button>
            <div id={formId} hidden={!recording}>
              {recording && <IrnForm invoice={invoice} />}
            </div>
          </>
        ))}
    </div>
  );
}
