import type { DeliveryEstimateResponse } from '@nidra/shared/contracts';
import { api } from './api';

/** Where a pincode is and how soon the shop delivers there: the product page and checkout both ask. */
export const deliveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDeliveryEstimate: build.query<DeliveryEstimateResponse, string>({
      query: (pincode) => `/delivery/${encodeURIComponent(pincode)}`,
      // A pincode's place does not change while the page is open.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetDeliveryEstimateQuery, useLazyGetDeliveryEstimateQuery } = deliveryApi;
