import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OAuthProvider, RazorpayStandIn, ShiprocketStandIn, SmtpCapture } from '@nidra/shared/testing';
import { ADMIN, SOCIAL_PROFILE } from './admin';
import { demoCatalogue } from './demo-catalogue';
import { freshDatabase } from './database';
import { freePort, startShop, withoutCourier, WORKSPACE, type RunningShop } from './shop-server';

/** The token the courier's webhook sends in `x-api-key`. */
const COURIER_WEBHOOK_TOKEN = 'browser-tests-courier-webhook-token';

// Jest's global setup runs outside the module map that resolves the workspace's aliases.
const testing: typeof import('@nidra/shared/testing') = require(join(WORKSPACE, 'libs/shared/testing/src/index.ts'));

declare global {
  var shopUnderTest:
    | {
        shop: RunningShop;
        smtp: SmtpCapture;
        oauth: OAuthProvider;
        razorpay: RazorpayStandIn;
        shiprocket: ShiprocketStandIn;
        databaseUrl: string;
        demo: Map<string, string>;
      }
    | undefined;
}

/**
 * One shop for the whole run, on a fresh database, like `npm start` in production mode, with a real
 * SMTP server catching its email (saved as files the tests read), a local OAuth 2 provider, a local
 * Razorpay whose Checkout overlay the tests click through and a local Shiprocket, so a courier is connected.
 */
export default async function globalSetup(): Promise<void> {
  const mailDir = mkdtempSync(join(tmpdir(), 'nidra-e2e-mail-'));
  const uploadDir = mkdtempSync(join(tmpdir(), 'nidra-e2e-uploads-'));
  const [databaseUrl, smtp, oauth, port, razorpayPort] = await Promise.all([
    // Named by this run, so runs from two checkouts at once never share a database.
    freshDatabase(`nidra_web_e2e_${process.pid}`),
    testing.startSmtpCapture({ saveTo: mailDir }),
    testing.startOAuthProvider(),
    freePort(),
    freePort(),
  ]);
  const [razorpay, shiprocket] = await Promise.all([
    testing.startRazorpayStandIn({ port: razorpayPort }),
    testing.startShiprocketStandIn({ email: 'ops@nidra.test', password: 'browser-tests-courier' }),
  ]);
  await oauth.setProfile(SOCIAL_PROFILE);
  const url = `http://127.0.0.1:${port}`;
  const shop = await startShop({
    ...oauth.env,
    ...razorpay.env,
    ...shiprocket.env,
    SHIPROCKET_WEBHOOK_TOKEN: COURIER_WEBHOOK_TOKEN,
    // The shop is registered for GST, selling across states; return pickups start from its address.
    SHOP_GSTIN: '29AABCN1234A1Z2',
    SHOP_LEGAL_NAME: 'Nidra Sleep Private Limited',
    SHOP_ADDRESS: '42, 100 Feet Road, Indiranagar, Bengaluru 560038',
    PORT: String(port),
    PUBLIC_URL: url,
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    UPLOAD_DIR: uploadDir,
    // Every test signs people up from 127.0.0.1; the per-address limit is tested by the API suite.
    FORM_RATE_LIMIT: '1000',
    LOGIN_RATE_LIMIT: '1000',
    // Shoppers in these tests buy several mattresses on cash on delivery.
    COD_LIMIT: '10000000',
    LOGIN_ADDRESS_RATE_LIMIT: '1000',
    JWT_SECRET: 'browser-tests-secret-long-enough-to-sign',
    SEED_ADMIN_EMAIL: ADMIN.email,
    SEED_ADMIN_PASSWORD: ADMIN.password,
    SUPPORT_PHONE: '+91 98765 43210',
  });
  shiprocket.webhook = { url: `${url}/api/shipping/webhook`, token: COURIER_WEBHOOK_TOKEN };
  globalThis.shopUnderTest = { shop, smtp, oauth, razorpay, shiprocket, databaseUrl, demo: await demoCatalogue(databaseUrl) };
  process.env['SHOP_URL'] = shop.url;
  process.env['SHOP_MAIL_DIR'] = mailDir;
  process.env['SHOP_DATABASE_URL'] = databaseUrl;
  process.env['SHOP_COURIER_WEBHOOK_TOKEN'] = COURIER_WEBHOOK_TOKEN;
  // A test of shipping by hand starts a second shop on this database, as this one but without the courier.
  process.env['SHOP_ENV_WITHOUT_COURIER'] = JSON.stringify(withoutCourier(shop.env));
}
