import { createServer } from 'node:net';

/**
 * Below the range the system hands out as the local ports of outgoing connections (32768–60999 on Linux,
 * 49152–65535 elsewhere): a port found free here cannot be taken meanwhile by one of those, such as the
 * database connections of a shop that is still seeding before it listens.
 */
const FIRST = 20_000;
const LAST = 32_767;

/** Whether something may listen on the loopback address at this port right now. */
function bindable(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
}

/** A TCP port on the loopback address that nothing listens on right now. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = FIRST + Math.floor(Math.random() * (LAST - FIRST + 1));
    if (await bindable(port)) return port;
  }
  throw new Error(`No free port between ${FIRST} and ${LAST}.`);
}
