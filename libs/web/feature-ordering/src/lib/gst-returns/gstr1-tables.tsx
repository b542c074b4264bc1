import type { ReactNode } from 'react';
import type { Gstr1, Gstr1HsnRow } from '@nidra/shared/contracts';
import { formatInr } from '@nidra/web/util';
import { creditNoteRows, DOCUMENT_KINDS, gstr1Summary, invoiceRows, placeOfSupply, taxOf } from './gstr1-figures';

/** A titled table that scrolls inside its own box on a narrow screen, not the page. */
function Table({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className="gst-returns__section">
      <h3 id={id} className="gst-returns__heading">
        {title}
      </h3>
      {/* Focusable so a keyboard can scroll a table wider than the screen. */}
      <div className="gst-table__scroll" tabIndex={0} role="region" aria-labelledby={id}>
        <table className="gst-table">{children}</table>
      </div>
    </div>
  );
}

const Money = ({ value }: { value: number }) => <td className="gst-table__number">{formatInr(value)}</td>;

const None = ({ columns, text }: { columns: number; text: string }) => (
  <tr>
    <td colSpan={columns} className="gst-table__none">
      {text}
    </td>
  </tr>
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
    <Table id="gst-b2cs" title="B2C small (table 7)">
      <thead>
        <tr>
          <th scope="col">Supply</th>
          <th scope="col">Place of supply</th>
          <th scope="col">Type</th>
          <th scope="col">E-commerce GSTIN</th>
          <th scope="col" className="gst-table__number">
            Rate
          </th>
          <th scope="col" className="gst-table__number">
            Taxable value
          </th>
          <th scope="col" className="gst-table__number">
            IGST
          </th>
          <th scope="col" className="gst-table__number">
            CGST
          </th>
          <th scope="col" className="gst-table__number">
            SGST
          </th>
          <th scope="col" className="gst-table__number">
            Cess
          </th>
        </tr>
      </thead>
      <tbody>
        {gstr1.b2cs.length === 0 ? (
          <None columns={10} text="No B2C small supplies." />
        ) : (
          gstr1.b2cs.map((row) => (
            <tr key={`${row.sply_ty}-${row.pos}-${row.typ}-${row.rt}`}>
              <td>{row.sply_ty === 'INTRA' ? 'Intra-state' : 'Inter-state'}</td>
              <th scope="row">{placeOfSupply(row.pos)}</th>
              <td>{row.typ === 'E' ? 'E-commerce' : 'Own sale'}</td>
              <td>{row.etin ?? '—'}</td>
              <td className="gst-table__number">{row.rt} %</td>
              <Money value={row.txval} />
              <Money value={row.iamt} />
              <Money value={row.camt} />
              <Money value={row.samt} />
              <Money value={row.csamt} />
            </tr>
          ))
        )}
      </tbody>
    </Table>
  );
}

/** Table 12: goods by HSN, rate and unit, net of the month's credit notes. */
export function HsnTable({ id, title, rows }: { id: string; title: string; rows: readonly Gstr1HsnRow[] }) {
  return (
    <Table id={id} title={title}>
      <thead>
        <tr>
          <th scope="col">HSN</th>
          <th scope="col">Description</th>
          <th scope="col">UQC</th>
          <th scope="col" className="gst-table__number">
            Quantity
          </th>
          <th scope="col" className="gst-table__number">
            Rate
          </th>
          <th scope="col" className="gst-table__number">
            Taxable value
          </th>
          <th scope="col" className="gst-table__number">
            IGST
          </th>
          <th scope="col" className="gst-table__number">
            CGST
          </th>
          <th scope="col" className="gst-table__number">
            SGST
          </th>
          <th scope="col" className="gst-table__number">
            Total tax
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <None columns={10} text="No rows." />
        ) : (
          rows.map((row) => (
            <tr key={row.num}>
              <th scope="row">{row.hsn_sc}</th>
              <td>{row.desc}</td>
              <td>{row.uqc}</td>
              <td className="gst-table__number">{row.qty}</td>
              <td className="gst-table__number">{row.rt} %</td>
              <Money value={row.txval} />
              <Money value={row.iamt} />
              <Money value={row.camt} />
              <Money value={row.samt} />
              <Money value={taxOf(row)} />
            </tr>
          ))
        )}
      </tbody>
    </Table>
  );
}

/** Table 13: each series of invoices and credit notes issued in the month. */
export function DocumentsIssuedTable({ gstr1 }: { gstr1: Gstr1 }) {
  const rows = gstr1.doc_issue.doc_det.flatMap((kind) => kind.docs.map((series) => ({ kind: kind.doc_num, ...series })));
  return (
    <Table id="gst-docs" title="Documents issued (table 13)">
      <thead>
        <tr>
          <th scope="col">Nature of document</th>
          <th scope="col">From</th>
          <th scope="col">To</th>
          <th scope="col" className="gst-table__number">
            Total
          </th>
          <th scope="col" className="gst-table__number">
            Cancelled
          </th>
          <th scope="col" className="gst-table__number">
            Net issued
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <None columns={6} text="No documents issued." />
        ) : (
          rows.map((row) => (
            <tr key={`${row.kind}-${row.num}`}>
              <th scope="row">{DOCUMENT_KINDS[row.kind]}</th>
              <td>{row.from}</td>
              <td>{row.to}</td>
              <td className="gst-table__number">{row.totnum}</td>
              <td className="gst-table__number">{row.cancel}</td>
              <td className="gst-table__number">{row.net_issue}</td>
            </tr>
          ))
        )}
      </tbody>
    </Table>
  );
}

type DocumentRow = ReturnType<typeof invoiceRows>[number] | ReturnType<typeof creditNoteRows>[number];

/** Invoices (B2B, B2CL) or credit notes (CDNR, CDNUR) one by one, as the return lists them. */
export function DocumentsTable({ id, title, rows, empty }: { id: string; title: string; rows: readonly DocumentRow[]; empty: string }) {
  return (
    <Table id={id} title={title}>
      <thead>
        <tr>
          <th scope="col">Number</th>
          <th scope="col">Section</th>
          <th scope="col">Date</th>
          <th scope="col">Buyer GSTIN</th>
          <th scope="col">Place of supply</th>
          <th scope="col" className="gst-table__number">
            Value
          </th>
          <th scope="col" className="gst-table__number">
            Taxable value
          </th>
          <th scope="col" className="gst-table__number">
            Tax
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <None columns={8} text={empty} />
        ) : (
          rows.map((row) => (
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
          ))
        )}
      </tbody>
    </Table>
  );
}
