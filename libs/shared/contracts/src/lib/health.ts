export interface HealthResponse {
  status: 'ok' | 'unavailable';
}

/** Public settings the storefront needs at start. */
export interface ShopSettings {
  supportPhone: string;
  /** Which social sign-in providers have credentials on this shop. */
  providers: { google: boolean; facebook: boolean };
}
