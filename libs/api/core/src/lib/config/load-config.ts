import { isIP } from 'node:net';
import { isAbsolute, join } from 'node:path';
import { gstStateByCode, isValidGstin } from '@nidra/shared/contracts';
import { AppConfig, LOG_LEVELS, LogLevel, type RazorpayConfig, type ShiprocketConfig } from './app-config';

/** A setting that cannot be used; the message names the variable and is printed as one line. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export const DEV_ADMIN_EMAIL = 'admin@nidra.local';
export const DEV_ADMIN_PASSWORD = 'nidra-admin';
export const DEMO_SUPPORT_PHONE = '+91 80 4567 8900';
/** Karnataka: where delivery estimates count from when neither SHOP_STATE nor SHOP_GSTIN says. */
export const DEFAULT_SHOP_STATE = '29';

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const value = read(env, name);
  if (value === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a valid URL (expected ${protocols[0]}//…).`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}.`);
  }
  return value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = read(env, name);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not "${value}".`);
  }
  return Number(value);
}

function decimal(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = read(env, name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || parsed < min || parsed > max) {
    throw new ConfigError(`${name} must be a number from ${min} to ${max}, not "${value}".`);
  }
  return parsed;
}

/** A number above zero (fractions allowed) and at most `max`. */
function positive(env: Env, name: string, fallback: number, max: number): number {
  const value = read(env, name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!/^\d*\.?\d+$/.test(value) || !(parsed > 0) || parsed > max) {
    throw new ConfigError(`${name} must be a number above 0 and at most ${max}, not "${value}".`);
  }
  return parsed;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const value = read(env, name)?.toLowerCase();
  if (value === undefined) return fallback;
  if (['true', '1', 'yes'].includes(value)) return true;
  if (['false', '0', 'no'].includes(value)) return false;
  throw new ConfigError(`${name} must be true or false, not "${value}".`);
}

function email(env: Env, name: string, fallback: string): string {
  const value = read(env, name) ?? fallback;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
    throw new ConfigError(`${name} must be an email address, not "${value}".`);
  }
  return value.toLowerCase();
}

/** TRUST_PROXY: unset or false for none, a hop count, or a comma-separated list of addresses or ranges. */
function trustProxy(env: Env): false | number | string[] {
  const value = read(env, 'TRUST_PROXY');
  if (value === undefined || /^(false|0|no)$/i.test(value)) return false;
  if (/^\d+$/.test(value) && Number(value) <= 32) return Number(value);
  const addresses = value.split(',').map((part) => part.trim());
  const valid = addresses.every((part) => {
    const [address, bits, ...rest] = part.split('/');
    const version = isIP(address);
    return version !== 0 && rest.length === 0 && (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128)));
  });
  if (!valid) throw new ConfigError(`TRUST_PROXY must be a hop count or addresses like 10.0.0.1 or 10.0.0.0/8, not "${value}".`);
  return addresses;
}

/** HOST: the address to listen on, an IP address or a host name. */
/** Razorpay is offered only with all three secrets; one or two of them set is a mistake worth stopping for. */
function razorpay(env: Env): RazorpayConfig | undefined {
  const names = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;
  const [keyId, keySecret, webhookSecret] = names.map((name) => read(env, name));
  const apiUrl = url(env, 'RAZORPAY_API_URL', ['http:', 'https:']) ?? 'https://api.razorpay.com';
  const checkoutUrl = url(env, 'RAZORPAY_CHECKOUT_URL', ['http:', 'https:']) ?? 'https://checkout.razorpay.com/v1/checkout.js';
  if (!keyId && !keySecret && !webhookSecret) return undefined;
  const missing = names.filter((_, i) => ![keyId, keySecret, webhookSecret][i]);
  if (missing.length) throw new ConfigError(`${missing.join(' and ')} must be set with the other Razorpay keys.`);
  return { keyId: keyId as string, keySecret: keySecret as string, webhookSecret: webhookSecret as string, apiUrl, checkoutUrl };
}

/** The courier needs its account's email and password together, and the webhook token with them. */
function shiprocket(env: Env): ShiprocketConfig | undefined {
  const email = read(env, 'SHIPROCKET_EMAIL');
  const password = read(env, 'SHIPROCKET_PASSWORD');
  const webhookToken = read(env, 'SHIPROCKET_WEBHOOK_TOKEN');
  const apiUrl = (url(env, 'SHIPROCKET_API_URL', ['http:', 'https:']) ?? 'https://apiv2.shiprocket.in').replace(/\/+$/, '');
  const pickupLocation = read(env, 'SHIPROCKET_PICKUP_LOCATION') ?? 'Primary';
  if (!email && !password) return undefined;
  if (!email) throw new ConfigError('SHIPROCKET_EMAIL must be set with SHIPROCKET_PASSWORD.');
  if (!password) throw new ConfigError('SHIPROCKET_PASSWORD must be set with SHIPROCKET_EMAIL.');
  if (!webhookToken) throw new ConfigError('SHIPROCKET_WEBHOOK_TOKEN must be set with the courier account.');
  return { email, password, apiUrl, pickupLocation, webhookToken };
}

function host(env: Env): string {
  const value = read(env, 'HOST') ?? '127.0.0.1';
  if (isIP(value) === 0 && !/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(value)) {
    throw new ConfigError(`HOST must be an address to listen on, such as 127.0.0.1 or 0.0.0.0, not "${value}".`);
  }
  return value;
}

/** SHOP_GSTIN and SHOP_STATE, which must agree; the state defaults to the GSTIN's, else Karnataka. */
function shop(env: Env): { shopState: string; shopGstin?: string } {
  const gstin = read(env, 'SHOP_GSTIN')?.toUpperCase();
  if (gstin !== undefined && !isValidGstin(gstin)) {
    throw new ConfigError(`SHOP_GSTIN must be a 15-character GSTIN with its check character, not "${gstin}".`);
  }
  const state = read(env, 'SHOP_STATE');
  if (state !== undefined && !gstStateByCode(state)) {
    throw new ConfigError(`SHOP_STATE must be a two-digit GST state code such as 29 (Karnataka), not "${state}".`);
  }
  if (state !== undefined && gstin !== undefined && !gstin.startsWith(state)) {
    throw new ConfigError(`SHOP_GSTIN must begin with the SHOP_STATE code ${state}, not "${gstin.slice(0, 2)}".`);
  }
  // A registered seller's tax invoice must name it and say where it is.
  if (gstin !== undefined && (!read(env, 'SHOP_LEGAL_NAME') || !read(env, 'SHOP_ADDRESS'))) {
    throw new ConfigError('SHOP_GSTIN needs SHOP_LEGAL_NAME and SHOP_ADDRESS: a tax invoice names its seller and its address.');
  }
  return { shopState: state ?? gstin?.slice(0, 2) ?? DEFAULT_SHOP_STATE, shopGstin: gstin };
}

export interface LoadConfigOptions {
  /** Directory for the shop's own files (embedded database, outbox, uploads, dev secret). */
  dataDir: string;
  /** The signing key to use when JWT_SECRET is unset outside production. */
  devJwtSecret?: () => string;
}

/** Reads and checks every variable of the contract; throws ConfigError naming the first bad one. */
export function loadConfig(env: Env, options: LoadConfigOptions): AppConfig {
  const production = read(env, 'NODE_ENV') === 'production';
  const port = integer(env, 'PORT', 3000, 1, 65535);
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const publicUrl = (url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/+$/, '');

  let jwtSecret = read(env, 'JWT_SECRET');
  if (!jwtSecret) {
    if (production || !options.devJwtSecret) {
      throw new ConfigError('JWT_SECRET is required in production (a long random string).');
    }
    jwtSecret = options.devJwtSecret();
  } else if (production && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters in production.');
  }

  const logLevel = (read(env, 'LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${logLevel}".`);
  }

  const dataDir = options.dataDir;
  const uploadDir = read(env, 'UPLOAD_DIR') ?? join(dataDir, 'uploads');

  const config = new AppConfig();
  Object.assign(config, {
    production,
    port,
    databaseUrl,
    publicUrl,
    jwtSecret,
    jwtExpiresIn: '7d',
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: read(env, 'MAIL_FROM') ?? 'Nidra <no-reply@localhost>',
    dataDir,
    outboxDir: join(dataDir, 'outbox'),
    uploadDir: isAbsolute(uploadDir) ? uploadDir : join(process.cwd(), uploadDir),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    seedAdminEmail: email(env, 'SEED_ADMIN_EMAIL', DEV_ADMIN_EMAIL),
    seedAdminPassword: read(env, 'SEED_ADMIN_PASSWORD') ?? (production ? undefined : DEV_ADMIN_PASSWORD),
    seedDemo: boolean(env, 'SEED_DEMO', true),
    gstRate: decimal(env, 'GST_RATE', 18, 0, 100),
    commissionRate: decimal(env, 'COMMISSION_RATE', 10, 0, 50),
    tcsRate: decimal(env, 'TCS_RATE', 0.5, 0, 100),
    tdsRate: decimal(env, 'TDS_RATE', 0.1, 0, 100),
    cartTtlDays: integer(env, 'CART_TTL_DAYS', 30, 1, 3650),
    codLimit: decimal(env, 'COD_LIMIT', 50_000, 0, 1_000_000_000_000),
    razorpay: razorpay(env),
    paymentTimeoutMin: decimal(env, 'PAYMENT_TIMEOUT_MIN', 15, 0.05, 7 * 24 * 60),
    shiprocket: shiprocket(env),
    shippingPollMinutes: positive(env, 'SHIPPING_POLL_MIN', 360, 30 * 24 * 60),
    supportPhone: read(env, 'SUPPORT_PHONE') ?? DEMO_SUPPORT_PHONE,
    ...shop(env),
    shopLegalName: read(env, 'SHOP_LEGAL_NAME'),
    shopAddress: read(env, 'SHOP_ADDRESS'),
    google: {
      clientId: read(env, 'GOOGLE_CLIENT_ID'),
      clientSecret: read(env, 'GOOGLE_CLIENT_SECRET'),
      authorizationUrl:
        url(env, 'GOOGLE_AUTHORIZATION_URL', ['http:', 'https:']) ?? 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: url(env, 'GOOGLE_TOKEN_URL', ['http:', 'https:']) ?? 'https://oauth2.googleapis.com/token',
      profileUrl:
        url(env, 'GOOGLE_USERINFO_URL', ['http:', 'https:']) ?? 'https://www.googleapis.com/oauth2/v3/userinfo',
    },
    facebook: {
      clientId: read(env, 'FACEBOOK_CLIENT_ID'),
      clientSecret: read(env, 'FACEBOOK_CLIENT_SECRET'),
      authorizationUrl:
        url(env, 'FACEBOOK_AUTHORIZATION_URL', ['http:', 'https:']) ?? 'https://www.facebook.com/v19.0/dialog/oauth',
      tokenUrl:
        url(env, 'FACEBOOK_TOKEN_URL', ['http:', 'https:']) ?? 'https://graph.facebook.com/v19.0/oauth/access_token',
      profileUrl: url(env, 'FACEBOOK_PROFILE_URL', ['http:', 'https:']) ?? 'https://graph.facebook.com/v19.0/me',
    },
    logLevel,
    rateLimits: {
      // Every request per address and minute; a load test from one address raises it.
      global: { limit: integer(env, 'GLOBAL_RATE_LIMIT', 600, 1, 100_000_000), ttl: 60_000 },
      // Sign-in attempts per address and account, and public forms per address, each a minute; a test
      // suite that signs many people (or one administrator many times) in from one address raises them.
      login: { limit: integer(env, 'LOGIN_RATE_LIMIT', 10, 1, 100_000), ttl: 60_000 },
      forms: { limit: integer(env, 'FORM_RATE_LIMIT', 10, 1, 100_000), ttl: 60_000 },
      // Failed sign-ins per address across every account a minute: one password sprayed at many accounts.
      loginAddress: { limit: integer(env, 'LOGIN_ADDRESS_RATE_LIMIT', 30, 1, 100_000), ttl: 60_000 },
    },
    trustProxy: trustProxy(env),
    host: host(env),
    docsPublic: boolean(env, 'DOCS_PUBLIC', !production),
    bodyLimit: 1024 * 1024,
  } satisfies AppConfig);
  return config;
}
