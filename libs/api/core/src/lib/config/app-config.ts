export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface OAuthProviderConfig {
  clientId?: string;
  clientSecret?: string;
  authorizationUrl: string;
  tokenUrl: string;
  profileUrl: string;
}

/** Razorpay, when its keys are set; unset, the shop offers cash on delivery alone. */
export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where the SDK's requests go (Razorpay's API, or a stand-in in tests). */
  apiUrl: string;
  /** The Checkout script the browser loads. */
  checkoutUrl: string;
}

/** Shiprocket, when its account is set; unset, items are shipped by hand. */
export interface ShiprocketConfig {
  email: string;
  password: string;
  /** Where the API calls go (Shiprocket's, or a stand-in in tests). */
  apiUrl: string;
  /** The pickup address's name at the courier. */
  pickupLocation: string;
  /** What the courier sends in `x-api-key` with each webhook. */
  webhookToken: string;
}

export interface RateLimit {
  /** Requests allowed per window. */
  limit: number;
  /** Window length in milliseconds. */
  ttl: number;
}

/**
 * The shop's settings, read once from the environment (see the contract's table) and
 * injected wherever they are needed. Nothing else reads process.env.
 */
export class AppConfig {
  production!: boolean;
  port!: number;
  /** Unset means the embedded PostgreSQL is started and its URL filled in before boot. */
  databaseUrl?: string;
  publicUrl!: string;
  jwtSecret!: string;
  jwtExpiresIn!: string;
  smtpUrl?: string;
  mailFrom!: string;
  dataDir!: string;
  outboxDir!: string;
  uploadDir!: string;
  /** Built web app served at `/`; absent when the API runs alone (tests, dev). */
  webRoot?: string;
  redisUrl?: string;
  seedAdminEmail!: string;
  seedAdminPassword?: string;
  seedDemo!: boolean;
  gstRate!: number;
  /** Percent of a marketplace line's total the shop keeps, unless the merchant has its own rate. */
  commissionRate!: number;
  /** Percent of a seller's taxable value collected as GST TCS (section 52). */
  tcsRate!: number;
  /** Percent of a seller's taxable value deducted as income-tax TDS (section 194-O). */
  tdsRate!: number;
  /** Carts nobody placed are deleted once untouched this many days. */
  cartTtlDays!: number;
  /** The largest order total, in rupees, payable on delivery. */
  codLimit!: number;
  razorpay?: RazorpayConfig;
  /** Minutes a prepaid order keeps its stock while its payment is pending. */
  paymentTimeoutMin!: number;
  shiprocket?: ShiprocketConfig;
  /** Minutes a shipment may go unheard of before its tracking is asked for. */
  shippingPollMinutes!: number;
  supportPhone!: string;
  /** The GST state code the shop dispatches from and is registered in; delivery estimates count from it. */
  shopState!: string;
  /** The seller named on tax invoices; unset, the shop issues bills of supply. */
  shopLegalName?: string;
  shopGstin?: string;
  shopAddress?: string;
  google!: OAuthProviderConfig;
  facebook!: OAuthProviderConfig;
  logLevel!: LogLevel;
  rateLimits!: { global: RateLimit; login: RateLimit; forms: RateLimit; loginAddress: RateLimit };
  /** Which proxies in front of the shop to believe about the client's address: none, a hop count, or addresses. */
  trustProxy!: false | number | string[];
  /** The address the HTTP server listens on. */
  host!: string;
  /** Whether Swagger UI and the OpenAPI document are served. */
  docsPublic!: boolean;
  /** Largest JSON body accepted, in bytes. */
  bodyLimit!: number;
}
