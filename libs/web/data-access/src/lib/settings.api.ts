import type { SettingsResponse } from '@nidra/shared/contracts';
import { api } from './api';

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<SettingsResponse, void>({
      query: () => '/settings',
      providesTags: ['Settings'],
    }),
  }),
});

export const { useGetSettingsQuery } = settingsApi;
