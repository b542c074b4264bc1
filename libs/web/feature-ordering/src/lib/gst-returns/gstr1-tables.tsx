import type { ReactNode } from 'react';
import type { Gstr1, Gstr1HsnRow } from '@nidra/shared/contracts';
import { formatInr } from '@nidra/web/util';
import { creditNoteRows, DOCUMENT_KINDS, gstr1Summary, invoiceRows, placeOfSupply, taxOf } from './gstr1-figures';

/**
 * A titled table that scrolls inside its own box on a narrow screen, not the page: its columns' headings
 * (those of figures right-aligned, like the figures) and its rows, or a line saying there are none.
 */
function Table({ id, title, columns, figures, empty, children }: { id: string; title: string; columns: string[]; figures: string[]; empty: string; children: ReactNode[] }) {
  return (
    <div className="gst-returns__section">
      <h3 id={id} className="gst-returns__heading">
        {title}
      </h3>
      {/* Focusable so a keyboard can scroll a table wider than the screen. */}
      <div className="gst-table__scroll" tabIndex={0} role="region" aria-labelledby={id}>
        <table className="gst-table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
              {figures.map((column) => (
                <th key={column} scope="col" className="gst-table__number">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {children.length > 0 ? (
              children
            ) : (
              <tr>
                <td colSpan={columns.length + figures.length} className="gst-table__none">
                  {empty}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

const Money = ({ value }: { value: number }) => <td className="gst-table__number">{formatInr(value)}</td>;
const Figure = ({ value }: { value: ReactNode }) => <td className="gst-table__number">{value}</td>;

const TAXES = ['Taxable value', 'IGST', 'CGST', 'SGST'];

/** A row's taxable value and each tax. */
const Taxes = ({ sums }: { sums: { txval: number; iamt: number; camt: number; samt: number } }) => (
  <>
    <Money value={sums.txval} />
    <Money value={sums.iamt} />
    <Money value={sums.camt} />
    <Money value={sums.samt} />
  </>
);

/** Each section's count, taxable value and tax, a card each: they sit side by side on a desktop and stack on a phone. */
export function Summary({ gstr1 }: { gstr1: Gstr1 }) {
  return (
    <section className="gst-returns__section" aria-labelledby="gst-summary">
      <h3 id="gst-summary" className="gst-returns__heading">
        Summary
      </h3>
      <ul className="gst-summary">
        {gstr1Summary(gstr1).map((section) => (
          <li key={section.label} className="gst-summary__section">
            <h4 className="gst-summary__title">
              {section.label} <span className="gst-summary__table">(table {section.table})</span>
            </h4>
            <dl className="gst-summary__figures">
              <div>
                <dt>Count</dt>
                <dd>{section.count}</dd>
              </div>
              <div>
                <dt>Taxable value</dt>
                <dd>{formatInr(section.taxableValue)}</dd>
              </div>
              <div>
                <dt>Tax</dt>
                <dd>{formatInr(section.tax)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Table 7: B2C sales under the B2CL limit, by supply type, place of supply and rate. */
export function B2csTable({ gstr1 }: { gstr1: Gstr1 }) {
  return (
    <Table
      id="gst-b2cs"
      title="B2C small (table 7)"
      columns={['Place of supply', 'Supply', 'Type', 'E-commerce GSTIN']}
      figures={['Rate', ...TAXES, 'Cess']}
      empty="No B2C small supplies."
    >
      {gstr1.b2cs.map((row) => (
        <tr key={`${row.sply_ty}-${row.pos}-${row.typ}-${row.rt}`}>
          <th scope="row">{placeOfSupply(row.pos)}</th>
          <td>{row.sply_ty === 'INTRA' ? 'Intra-state' : 'Inter-state'}</td>
          <td>{row.typ === 'E' ? 'E-commerce' : 'Own sale'}</td>
          <td>{row.etin ?? '—'}</td>
          <Figure value={`${row.rt} %`} />
          <Taxes sums={row} />
          <Money value={row.csamt} />
        </tr>
      ))}
    </Table>
  );
}

/** Table 12: goods by HSN, rate and unit, net of the month's credit notes. */
export function HsnTable({ id, title, rows }: { id: string; title: string; rows: readonly Gstr1HsnRow[] }) {
  return (
    <Table id={id} title={title} columns={['HSN', 'Description', 'UQC']} figures={['Quantity', 'Rate', ...TAXES, 'Total tax']} empty="No rows.">
      {rows.map((row) => (
        <tr key={row.num}>
          <th scope="row">{row.hsn_sc}</th>
          <td>{row.desc}</td>
          <td>{row.uqc}</td>
          <Figure value={row.qty} />
          <Figure value={`${row.rt} %`} />
          <Taxes sums={row} />
          <Money value={taxOf(row)} />
        </tr>
      ))}
    </Table>
  );
}

/** Table 13: each series of invoices and credit notes issued in the month. */
export function DocumentsIssuedTable({ gstr1 }: { gstr1: Gstr1 }) {
  const rows = gstr1.doc_issue.doc_det.flatMap((kind) => kind.docs.map((series) => ({ kind: kind.doc_num, ...series })));
  return (
    <Table
      id="gst-docs"
      title="Documents issued (table 13)"
      columns={['Nature of document', 'From', 'To']}
      figures={['Total', 'Cancelled', 'Net issued']}
      empty="No documents issued."
    >
      {rows.map((row) => (
        <tr key={`${row.kind}-${row.num}`}>
          <th scope="row">{DOCUMENT_KINDS[row.kind]}</th>
          <td>{row.from}</td>
          <td>{row.to}</td>
          <Figure value={row.totnum} />
          <Figure value={row.cancel} />
          <Figure value={row.net_issue} />
        </tr>
      ))}
    </Table>
  );
}

type DocumentRow = ReturnType<typeof invoiceRows>[number] | ReturnType<typeof creditNoteRows>[number];

/** Invoices (B2B, B2CL) or credit notes (CDNR, CDNUR) one by one, as the return lists them. */
export function DocumentsTable({ id, title, rows, empty }: { id: string; title: string; rows: readonly DocumentRow[]; empty: string }) {
  return (
    <Table
      id={id}
      title={title}
      columns={['Number', 'Section', 'Date', 'Buyer GSTIN', 'Place of supply']}
      figures={['Value', 'Taxable value', 'Tax']}
      empty={empty}
    >
      {rows.map((row) => (
        <tr key={row.number}>
          <th scope="row">{row.number}</th>
          <td>{row.kind}</td>
          <td>{row.date}</td>
          <td>{row.buyer ?? 'Unregistered'}</td>
          <td>{placeOfSupply(row.pos)}</td>
          <Money value={row.value} />
          <Money value={row.taxableValue} />
          <Money value={row.tax} />
        </tr>
      ))}
    </Table>
  );
}
