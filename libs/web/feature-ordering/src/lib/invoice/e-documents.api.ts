import type { IrnRecord, TaxInvoiceResponse } from '@nidra/shared/contracts';
import { api } from '@nidra/web/data-access';

export const eDocumentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The order's invoice list then shows the IRN.
    recordIrn: build.mutation<TaxInvoiceResponse, IrnRecord & { invoiceId: string; orderId: string }>({
      query: ({ invoiceId, orderId: _orderId, ...body }) => ({ url: `/invoice/${encodeURIComponent(invoiceId)}/irn`, method: 'PUT', body }),
      invalidatesTags: (_result, error, { orderId }) => (error ? [] : [{ type: 'Order', id: orderId }]),
    }),
  }),
});

export const { useRecordIrnMutation } = eDocumentsApi;
