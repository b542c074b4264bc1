import { useState } from 'react';
import { indianToday } from '@nidra/shared/contracts';
import { serverErrorMessage } from '@nidra/web/data-access';
import { Spinner, TextField } from '@nidra/web/ui';
import { formatInr } from '@nidra/web/util';
import { useGetTcsReportQuery } from './payouts.api';

/** The month's TCS by seller, as GSTR-8's table 3 is filed: values at their taxable value, TCS by tax. */
export function TcsReportTable() {
  const [month, setMonth] = useState(indianToday().slice(0, 7));
  const { data, isFetching, error } = useGetTcsReportQuery(month, { skip: !/^\d{4}-\d{2}$/.test(month) });
  return (
    <section className="payouts__section" aria-labelledby="payouts-tcs">
      <h3 id="payouts-tcs" className="payouts__heading">
        TCS collected (GSTR-8)
      </h3>
      <div className="payouts-controls">
        <TextField label="Month" name="month" type="month" value={month} onChange={(event) => setMonth(event.target.value)} />
        {data && <p className="payouts__note">Operator GSTIN: {data.gstin ?? 'not set'}</p>}
      </div>
      {error ? (
        <p className="payouts__problem" role="alert">
          {serverErrorMessage(error) ?? 'The TCS report could not be loaded.'}
        </p>
      ) : !data || isFetching ? (
        <Spinner label="Loading the TCS report" />
      ) : data.sellers.length === 0 ? (
        <p className="panel__empty">No marketplace sales this month.</p>
      ) : (
        <div className="payouts-table__scroll">
          <table className="payouts-table">
            <caption className="visually-hidden">TCS by seller for {month}</caption>
            <thead>
              <tr>
                <th scope="col">Seller GSTIN</th>
                <th scope="col">Legal name</th>
                <th scope="col" className="payouts-table__number">Gross value</th>
                <th scope="col" className="payouts-table__number">Returned</th>
                <th scope="col" className="payouts-table__number">Net value</th>
                <th scope="col" className="payouts-table__number">IGST</th>
                <th scope="col" className="payouts-table__number">CGST</th>
                <th scope="col" className="payouts-table__number">SGST</th>
              </tr>
            </thead>
            <tbody>
              {data.sellers.map((seller) => (
                <tr key={seller.merchantId}>
                  <th scope="row">{seller.gstin || '—'}</th>
                  <td>{seller.legalName || '—'}</td>
                  <td className="payouts-table__number">{formatInr(seller.grossValue)}</td>
                  <td className="payouts-table__number">{formatInr(seller.returnedValue)}</td>
                  <td className="payouts-table__number">{formatInr(seller.netValue)}</td>
                  <td className="payouts-table__number">{formatInr(seller.igst)}</td>
                  <td className="payouts-table__number">{formatInr(seller.cgst)}</td>
                  <td className="payouts-table__number">{formatInr(seller.sgst)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  Totals
                </th>
                <td className="payouts-table__number">{formatInr(data.totals.grossValue)}</td>
                <td className="payouts-table__number">{formatInr(data.totals.returnedValue)}</td>
                <td className="payouts-table__number">{formatInr(data.totals.netValue)}</td>
                <td className="payouts-table__number">{formatInr(data.totals.igst)}</td>
                <td className="payouts-table__number">{formatInr(data.totals.cgst)}</td>
                <td className="payouts-table__number">{formatInr(data.totals.sgst)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
