import { changesTo, demoCatalogue } from './demo-catalogue';
import { dropDatabase } from './database';

/** Stops the shop and drops its database, after checking the tests left the demo catalogue as the shop seeded it. */
export default async function globalTeardown(): Promise<void> {
  const running = globalThis.shopUnderTest;
  if (!running) return;
  let changes: string[] = [];
  try {
    changes = changesTo(running.demo, await demoCatalogue(running.databaseUrl));
  } finally {
    await running.shop.stop();
    await Promise.all([running.smtp.close(), running.oauth.stop(), running.razorpay.close(), running.shiprocket.close()]);
    await dropDatabase(new URL(running.databaseUrl).pathname.slice(1));
  }
  if (changes.length > 0) {
    throw new Error(`The browser tests changed the demo catalogue (each test makes its own data):\n${changes.join('\n')}`);
  }
}
