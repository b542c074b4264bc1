import type { GstFilersResponse, Gstr1 } from '@nidra/shared/contracts';
import { api } from '@nidra/web/data-access';

/** The return's query string, the same for the table on screen and the downloaded file. */
export const gstr1Path = (gstin: string, period: string) => `/gst/gstr1?${new URLSearchParams({ gstin, period })}`;

export const gstReturnsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGstFilers: build.query<GstFilersResponse, void>({ query: () => '/gst/filers' }),
    // Orders, cancellations and refunds change a month's return; each visit asks again.
    getGstr1: build.query<Gstr1, { gstin: string; period: string }>({ query: ({ gstin, period }) => gstr1Path(gstin, period) }),
  }),
});

export const { useGetGstFilersQuery, useGetGstr1Query } = gstReturnsApi;
