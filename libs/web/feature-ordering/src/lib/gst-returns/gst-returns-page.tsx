import { useState } from 'react';
import { serverErrorMessage, useDownload } from '@nidra/web/data-access';
import { Button, FieldShell, Spinner, TextField } from '@nidra/web/ui';
import { gstr1Path, useGetGstFilersQuery, useGetGstr1Query } from './gst-returns.api';
import { creditNoteRows, gstr1FileName, invoiceRows, isEmptyReturn, periodOf, previousMonth } from './gstr1-figures';
import { B2csTable, DocumentsIssuedTable, DocumentsTable, HsnTable, Summary } from './gstr1-tables';
import './gst-returns.css';

const DOWNLOAD_FAILED = 'The return could not be downloaded. Please try again.';

/** Saves the API's JSON as it came, under the name the offline tool expects. */
function DownloadJson({ gstin, period }: { gstin: string; period: string }) {
  const { busy, problem, download } = useDownload(DOWNLOAD_FAILED);
  return (
    <div className="gst-returns__download">
      <Button busy={busy} onClick={() => void download(gstr1Path(gstin, period), gstr1FileName(gstin, period))}>
        Download JSON
      </Button>
      {problem && (
        <p className="gst-returns__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

/** One GSTIN's GSTR-1 for a month, table by table. */
function Gstr1Return({ gstin, period }: { gstin: string; period: string }) {
  const { data, error, isFetching } = useGetGstr1Query({ gstin, period }, { refetchOnMountOrArgChange: true });
  if (error)
    return (
      <p className="gst-returns__problem" role="alert">
        {serverErrorMessage(error) ?? 'The return could not be loaded.'}
      </p>
    );
  if (!data || isFetching) return <Spinner label="Loading the return" />;
  return (
    <>
      <DownloadJson gstin={gstin} period={period} />
      {isEmptyReturn(data) ? (
        <p className="panel__empty">No sales in this month</p>
      ) : (
        <>
          <Summary gstr1={data} />
          <B2csTable gstr1={data} />
          <HsnTable id="gst-hsn-b2b" title="HSN summary: B2B (table 12)" rows={data.hsn.hsn_b2b} />
          <HsnTable id="gst-hsn-b2c" title="HSN summary: B2C (table 12)" rows={data.hsn.hsn_b2c} />
          <DocumentsIssuedTable gstr1={data} />
          <DocumentsTable id="gst-invoices" title="B2B and B2C large invoices (tables 4A, 5A)" rows={invoiceRows(data)} empty="No B2B or B2C large invoices." />
          <DocumentsTable id="gst-notes" title="Credit notes (table 9B)" rows={creditNoteRows(data)} empty="No credit notes to registered buyers or for B2C large invoices." />
        </>
      )}
    </>
  );
}

/** /dashboard/gst-returns: a GSTIN's GSTR-1 for a month (administrators every filer's, a merchant its own), on screen and as the offline tool's JSON. */
export function GstReturnsPage() {
  const filers = useGetGstFilersQuery();
  const [chosen, setChosen] = useState('');
  const [month, setMonth] = useState(() => previousMonth());
  const list = filers.data?.filers ?? [];
  const gstin = chosen || list[0]?.gstin || '';
  const period = periodOf(month);

  return (
    <section className="panel gst-returns" aria-labelledby="gst-returns-title">
      <header className="panel__header">
        <h2 id="gst-returns-title" className="panel__title">
          GST returns
        </h2>
      </header>
      <p className="gst-returns__note">
        GSTR-1 from the shop&apos;s invoices and credit notes: the figures are the documents&apos; own. Download the JSON and import it
        into the GST offline tool or upload it on the portal.
      </p>
      {filers.error ? (
        <p className="gst-returns__problem" role="alert">
          {serverErrorMessage(filers.error) ?? 'The GSTINs could not be loaded.'}
        </p>
      ) : !filers.data ? (
        <Spinner label="Loading the GSTINs" />
      ) : list.length === 0 ? (
        <p className="panel__empty">No GSTIN files its returns here yet: add it to the business details first.</p>
      ) : (
        <>
          <div className="gst-returns__controls">
            <FieldShell label="GSTIN">
              {(control) => (
                <select className="field__input" name="gstin" value={gstin} onChange={(event) => setChosen(event.target.value)} {...control}>
                  {list.map((filer) => (
                    <option key={filer.gstin} value={filer.gstin}>
                      {filer.gstin} ({filer.legalName})
                    </option>
                  ))}
                </select>
              )}
            </FieldShell>
            <TextField
              label="Month"
              name="month"
              type="month"
              value={month}
              // Browsers without a month picker show a text box: the month is then typed.
              placeholder="YYYY-MM"
              error={period ? undefined : 'Write the month as YYYY-MM, such as 2026-11.'}
              onChange={(event) => setMonth(event.target.value)}
            />
          </div>
          {period && <Gstr1Return gstin={gstin} period={period} />}
        </>
      )}
    </section>
  );
}
