import type {
  LedgerQuery,
  LedgerResponse,
  SettlementListResponse,
  SettlementPaidRequest,
  SettlementRequest,
  SettlementResponse,
  TcsReportResponse,
} from '@nidra/shared/contracts';
import { api } from '@nidra/web/data-access';

const query = (params: Record<string, string | undefined>) => {
  const set = Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return set.length ? `?${new URLSearchParams(set)}` : '';
};

export const payoutsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLedger: build.query<LedgerResponse, LedgerQuery>({
      query: (params) => `/marketplace/ledger${query({ merchant: params.merchant, from: params.from, to: params.to })}`,
      providesTags: [{ type: 'Ledger', id: 'LIST' }],
    }),
    getSettlements: build.query<SettlementListResponse, { merchant?: string }>({
      query: (params) => `/marketplace/settlements${query({ merchant: params.merchant })}`,
      providesTags: [{ type: 'Settlement', id: 'LIST' }],
    }),
    /** Settling marks the lines it gathers, so the ledger reloads too. */
    settle: build.mutation<SettlementResponse, SettlementRequest>({
      query: (body) => ({ url: '/marketplace/settlements', method: 'POST', body }),
      invalidatesTags: [
        { type: 'Settlement', id: 'LIST' },
        { type: 'Ledger', id: 'LIST' },
      ],
    }),
    markSettlementPaid: build.mutation<SettlementResponse, SettlementPaidRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/marketplace/settlements/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: [{ type: 'Settlement', id: 'LIST' }],
    }),
    getTcsReport: build.query<TcsReportResponse, string>({
      query: (month) => `/marketplace/tcs${query({ month })}`,
      providesTags: [{ type: 'Ledger', id: 'TCS' }],
    }),
  }),
});

export const { useGetLedgerQuery, useGetSettlementsQuery, useSettleMutation, useMarkSettlementPaidMutation, useGetTcsReportQuery } = payoutsApi;
