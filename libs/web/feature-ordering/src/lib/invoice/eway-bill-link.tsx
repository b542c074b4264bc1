import type { OrderDto } from '@nidra/shared/contracts';
import { eDocumentFileName, invoicesOfItems, needsEwayBill } from './e-documents';
import { useGetOrderInvoicesQuery } from './invoice.api';
import { EDocumentDownload, EWAY_BILL_NEEDED } from './invoice-e-documents';

/** On the shipping screen: the e-way bill JSON of the chosen items' invoice when it is over ₹50,000. */
export function EwayBillLink({ order, items }: { order: OrderDto; items: OrderDto['products'] }) {
  const { data } = useGetOrderInvoicesQuery(order._id, { skip: !order.invoiceNumber || items.length === 0 });
  const invoices = items.length === 0 ? [] : invoicesOfItems(items, data?.invoices ?? []).filter(needsEwayBill);
  if (invoices.length === 0) return null;
  return (
    <div className="e-documents">
      <p className="e-documents__needed">{EWAY_BILL_NEEDED}</p>
      <div className="e-documents__buttons">
        {invoices.map((invoice) => (
          <EDocumentDownload
            key={invoice._id}
            label="E-way bill JSON"
            name={`E-way bill JSON of invoice ${invoice.number}`}
            path={`/invoice/${encodeURIComponent(invoice._id)}/eway-bill.json`}
            fileName={eDocumentFileName(invoice.number, 'eway-bill')}
          />
        ))}
      </div>
    </div>
  );
}
