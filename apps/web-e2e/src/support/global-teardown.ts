export default async function globalTeardown(): Promise<void> {
  const running = globalThis.shopUnderTest;
  if (!running) return;
  await running.shop.stop();
  await Promise.all([running.smtp.close(), running.oauth.stop()]);
}
