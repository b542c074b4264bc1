export interface HealthResponse {
  status: 'ok' | 'unavailable';
  /** Why, when unavailable. */
  error?: string;
}

/** Public settings the storefront needs at start. */
export interface SettingsResponse {
  /** @example "+91 80 4567 8900" */
  supportPhone: string;
  /** Which social sign-in providers have credentials on this shop. */
  providers: { google: boolean; facebook: boolean };
  /** Whether a courier is connected: staff book shipments with it; otherwise they ship by hand with a tracking number. */
  courier: boolean;
}
