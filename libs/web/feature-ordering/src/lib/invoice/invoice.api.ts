import type { CreditNotesResponse, OrderInvoicesResponse } from '@nidra/shared/contracts';
import { api } from '@nidra/web/data-access';

export const invoiceApi = api.injectEndpoints({
  endpoints: (build) => ({
    // One invoice per seller of the order; a merchant reads only its own.
    getOrderInvoices: build.query<OrderInvoicesResponse, string>({
      query: (orderId) => `/order/${encodeURIComponent(orderId)}/invoices`,
      providesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
    // A cancelled item or a refunded return adds a credit note, and either changes the order.
    getCreditNotes: build.query<CreditNotesResponse, string>({
      query: (orderId) => `/order/${encodeURIComponent(orderId)}/credit-notes`,
      providesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
  }),
});

export const { useGetCreditNotesQuery, useGetOrderInvoicesQuery } = invoiceApi;
