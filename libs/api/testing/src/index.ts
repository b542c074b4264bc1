export { startTestApp, useTestApp, TEST_SHOP_SELLER, type TestApp, type TestAppOptions } from './lib/test-app';
export { workerDatabaseUrl, truncateAll, TRUNCATE_ALL } from './lib/test-database';
export { databaseUrl, testDatabasePrefix, withServer, SERVER_URL } from './lib/test-server';
export { countStatements } from './lib/statements';
export { pdfText } from './lib/pdf-text';
export { CapturedLog } from './lib/captured-log';
