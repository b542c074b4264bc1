import { ConfigError, DEV_ADMIN_EMAIL, loadConfig } from './load-config';

const options = { dataDir: '/tmp/nidra-data', devJwtSecret: () => 'dev-secret' };

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, options);
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.mailFrom).toBe('Nidra <no-reply@localhost>');
    expect(config.uploadDir).toBe('/tmp/nidra-data/uploads');
    expect(config.seedAdminEmail).toBe(DEV_ADMIN_EMAIL);
    expect(config.seedDemo).toBe(true);
    expect(config.gstRate).toBe(18);
    expect(config.commissionRate).toBe(10);
    expect(config.tcsRate).toBe(0.5);
    expect(config.tdsRate).toBe(0.1);
    expect(config.logLevel).toBe('info');
    expect(config.jwtSecret).toBe('dev-secret');
    expect(config.host).toBe('127.0.0.1');
    expect(config.trustProxy).toBe(false);
    expect(config.docsPublic).toBe(true);
    expect(config.cartTtlDays).toBe(30);
    expect(config.rateLimits.loginAddress).toEqual({ limit: 30, ttl: 60_000 });
    expect(config.shopState).toBe('29');
    expect(config.shopGstin).toBeUndefined();
    expect(config.shiprocket).toBeUndefined();
    expect(config.shippingPollMinutes).toBe(360);
  });

  it('reads the courier account only when its email and password are set, with the webhook token', () => {
    const account = { SHIPROCKET_EMAIL: 'api@nidra.in', SHIPROCKET_PASSWORD: 'secret', SHIPROCKET_WEBHOOK_TOKEN: 'hook-token' };
    expect(loadConfig(account, options).shiprocket).toEqual({
      email: 'api@nidra.in',
      password: 'secret',
      apiUrl: 'https://apiv2.shiprocket.in',
      pickupLocation: 'Primary',
      webhookToken: 'hook-token',
    });
    const local = { ...account, SHIPROCKET_API_URL: 'http://127.0.0.1:4010/', SHIPROCKET_PICKUP_LOCATION: 'Bengaluru Warehouse' };
    expect(loadConfig(local, options).shiprocket).toEqual(
      expect.objectContaining({ apiUrl: 'http://127.0.0.1:4010', pickupLocation: 'Bengaluru Warehouse' }),
    );
    // A token or a URL alone turns nothing on.
    expect(loadConfig({ SHIPROCKET_WEBHOOK_TOKEN: 'hook-token', SHIPROCKET_API_URL: 'http://127.0.0.1:4010' }, options).shiprocket).toBeUndefined();
    expect(() => loadConfig({ SHIPROCKET_EMAIL: 'api@nidra.in', SHIPROCKET_WEBHOOK_TOKEN: 't' }, options)).toThrow(
      /^SHIPROCKET_PASSWORD must be set with SHIPROCKET_EMAIL/,
    );
    expect(() => loadConfig({ SHIPROCKET_PASSWORD: 'secret', SHIPROCKET_WEBHOOK_TOKEN: 't' }, options)).toThrow(
      /^SHIPROCKET_EMAIL must be set with SHIPROCKET_PASSWORD/,
    );
    expect(() => loadConfig({ SHIPROCKET_EMAIL: 'api@nidra.in', SHIPROCKET_PASSWORD: 'secret' }, options)).toThrow(
      /^SHIPROCKET_WEBHOOK_TOKEN must be set/,
    );
    expect(() => loadConfig({ SHIPROCKET_PASSWORD: 'secret' }, options)).toThrow(ConfigError);
    expect(() => loadConfig({ ...account, SHIPROCKET_API_URL: 'ftp://courier' }, options)).toThrow(/^SHIPROCKET_API_URL must start with http:/);
    expect(() => loadConfig({ ...account, SHIPROCKET_API_URL: 'courier' }, options)).toThrow(/^SHIPROCKET_API_URL is not a valid URL/);
  });

  it('reads SHIPPING_POLL_MIN as minutes above zero, fractions allowed', () => {
    expect(loadConfig({ SHIPPING_POLL_MIN: '0.5' }, options).shippingPollMinutes).toBe(0.5);
    expect(loadConfig({ SHIPPING_POLL_MIN: '90' }, options).shippingPollMinutes).toBe(90);
    for (const bad of ['0', '0.0', '-5', 'soon', '1e3']) {
      expect(() => loadConfig({ SHIPPING_POLL_MIN: bad }, options)).toThrow(/^SHIPPING_POLL_MIN must be a number above 0/);
    }
  });

  it('reads TRUST_PROXY as off, a hop count or addresses, and refuses anything else', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }, options).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }, options).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }, options).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' }, options)).toThrow(/^TRUST_PROXY must be a hop count or addresses/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' }, options)).toThrow(ConfigError);
  });

  it('hides the API documentation in production unless DOCS_PUBLIC says otherwise, and checks HOST', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(production, options).docsPublic).toBe(false);
    expect(loadConfig({ ...production, DOCS_PUBLIC: 'true' }, options).docsPublic).toBe(true);
    expect(loadConfig({ DOCS_PUBLIC: 'false' }, options).docsPublic).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0' }, options).host).toBe('0.0.0.0');
    expect(() => loadConfig({ HOST: 'not a host' }, options)).toThrow(/^HOST must be an address/);
  });

  it('reads the seller: SHOP_STATE a GST state code, SHOP_GSTIN a valid GSTIN of that state', () => {
    const seller = { SHOP_LEGAL_NAME: 'Nidra Sleep Pvt Ltd', SHOP_ADDRESS: '12 MG Road, Bengaluru 560001', SHOP_STATE: '27' };
    expect(loadConfig(seller, options)).toEqual(
      expect.objectContaining({ shopLegalName: 'Nidra Sleep Pvt Ltd', shopAddress: '12 MG Road, Bengaluru 560001', shopState: '27' }),
    );
    const named = { SHOP_LEGAL_NAME: 'Nidra Sleep Pvt Ltd', SHOP_ADDRESS: '12 MG Road, Mumbai 400001' };
    expect(loadConfig({ ...named, SHOP_GSTIN: '27aapfu0939f1zv' }, options)).toEqual(expect.objectContaining({ shopGstin: '27AAPFU0939F1ZV', shopState: '27' }));
    expect(() => loadConfig({ SHOP_GSTIN: '27AAPFU0939F1ZV' }, options)).toThrow(/^SHOP_GSTIN needs SHOP_LEGAL_NAME and SHOP_ADDRESS/);
    expect(() => loadConfig({ SHOP_GSTIN: '27AAPFU0939F1ZV', SHOP_LEGAL_NAME: 'Nidra' }, options)).toThrow(/^SHOP_GSTIN needs SHOP_LEGAL_NAME and SHOP_ADDRESS/);
    expect(() => loadConfig({ SHOP_STATE: 'KA' }, options)).toThrow(/^SHOP_STATE must be a two-digit GST state code such as 29/);
    expect(() => loadConfig({ SHOP_STATE: '28' }, options)).toThrow(/^SHOP_STATE /);
    expect(() => loadConfig({ SHOP_GSTIN: '27AAPFU0939F1ZW' }, options)).toThrow(/^SHOP_GSTIN must be a 15-character GSTIN/);
    expect(() => loadConfig({ ...named, SHOP_GSTIN: '27AAPFU0939F1ZV', SHOP_STATE: '29' }, options)).toThrow(/^SHOP_GSTIN must begin with the SHOP_STATE code 29/);
  });

  it('reads the marketplace rates as percents: COMMISSION_RATE up to 50, TCS_RATE and TDS_RATE up to 100', () => {
    const config = loadConfig({ COMMISSION_RATE: '12.5', TCS_RATE: '1', TDS_RATE: '0.25' }, options);
    expect(config).toEqual(expect.objectContaining({ commissionRate: 12.5, tcsRate: 1, tdsRate: 0.25 }));
    expect(loadConfig({ COMMISSION_RATE: '0' }, options).commissionRate).toBe(0);
    expect(() => loadConfig({ COMMISSION_RATE: '51' }, options)).toThrow(/^COMMISSION_RATE must be a number from 0 to 50/);
    for (const bad of ['-1', 'ten', '1e1']) {
      expect(() => loadConfig({ TCS_RATE: bad }, options)).toThrow(/^TCS_RATE must be a number from 0 to 100/);
    }
    expect(() => loadConfig({ TDS_RATE: '101' }, options)).toThrow(/^TDS_RATE must be a number from 0 to 100/);
  });

  it('derives PUBLIC_URL from PORT', () => {
    expect(loadConfig({ PORT: '8080' }, options).publicUrl).toBe('http://localhost:8080');
  });

  it.each([
    [{ PORT: 'abc' }, /^PORT /],
    [{ PORT: '70000' }, /^PORT /],
    [{ DATABASE_URL: 'not a url' }, /^DATABASE_URL /],
    [{ DATABASE_URL: 'mysql://x@y/z' }, /^DATABASE_URL must start with postgres:/],
    [{ SMTP_URL: 'http://mail' }, /^SMTP_URL /],
    [{ REDIS_URL: 'localhost:6379' }, /^REDIS_URL /],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL /],
    [{ SEED_DEMO: 'maybe' }, /^SEED_DEMO /],
    [{ GST_RATE: '-5' }, /^GST_RATE /],
    [{ SEED_ADMIN_EMAIL: 'admin' }, /^SEED_ADMIN_EMAIL /],
  ])('stops on a bad value: %j', (env, message) => {
    expect(() => loadConfig(env, options)).toThrow(ConfigError);
    expect(() => loadConfig(env, options)).toThrow(message);
  });

  it('names the variable on one line', () => {
    try {
      loadConfig({ PORT: 'abc' }, options);
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect((error as Error).message).toBe('PORT must be a whole number from 1 to 65535, not "abc".');
    }
  });

  it('requires a JWT secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, options)).toThrow(/^JWT_SECRET is required/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' }, options)).toThrow(/at least 32/);
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }, options);
    expect(config.production).toBe(true);
    expect(config.seedAdminPassword).toBeUndefined();
  });

  it('accepts a PostgreSQL URL and trims a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig(
      { DATABASE_URL: 'postgres://shop:secret@db:5432/nidra', PUBLIC_URL: 'https://nidra.in/' },
      options,
    );
    expect(config.databaseUrl).toBe('postgres://shop:secret@db:5432/nidra');
    expect(config.publicUrl).toBe('https://nidra.in');
  });
});
