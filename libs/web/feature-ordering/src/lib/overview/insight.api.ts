import type { InsightSummaryResponse } from '@nidra/shared/contracts';
import { api } from '@nidra/web/data-access';

export const insightApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInsightSummary: build.query<InsightSummaryResponse, { from?: string; to?: string } | void>({
      query: (period) => ({ url: '/insight/summary', params: period ?? undefined }),
    }),
  }),
});

export const { useGetInsightSummaryQuery } = insightApi;
