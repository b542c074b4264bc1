import type { ShopSettings } from '@nidra/shared/contracts';
import { api } from './api';

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<ShopSettings, void>({
      query: () => '/settings',
      providesTags: ['Settings'],
    }),
  }),
});

export const { useGetSettingsQuery } = settingsApi;
