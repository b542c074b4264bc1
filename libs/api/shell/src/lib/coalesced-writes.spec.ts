import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { Server } from 'socket.io';
import { io, type Socket as Client } from 'socket.io-client';
import { coalesceWebSocketWrites } from './coalesced-writes';

const FRAMES = 200;

/**
 * A socket.io server whose connections emit FRAMES messages in one turn when asked, counting the writes
 * made to each connection's socket (every write a system call of its own, or several chunks in one).
 */
async function start() {
  const http = createServer();
  const server = new Server(http, { path: '/socket.io' });
  coalesceWebSocketWrites(server.engine);
  const counted = { writes: 0 };
  server.on('connection', (socket) => {
    const raw = socket.conn.request.socket as Duplex & Record<'_write' | '_writev', (...args: unknown[]) => void>;
    for (const method of ['_write', '_writev'] as const) {
      const write = raw[method].bind(raw);
      raw[method] = (...args: unknown[]) => {
        counted.writes++;
        write(...args);
      };
    }
    socket.on('burst', () => {
      for (let n = 0; n < FRAMES; n++) socket.emit('message', n);
    });
  });
  http.listen(0, '127.0.0.1');
  await once(http, 'listening');
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return { url, counted, stop: () => server.close() };
}

/** A real client, once connected. */
function connectClient(url: string, transports: string[]): Promise<Client> {
  const client = io(url, { path: '/socket.io', transports, forceNew: true, reconnection: false });
  return new Promise((resolve, reject) => {
    client.once('connect', () => resolve(client));
    client.once('connect_error', reject);
  });
}

/** Asks for a burst and resolves with what arrived, once all of it has. */
function burst(client: Client): Promise<number[]> {
  const received: number[] = [];
  return new Promise((resolve) => {
    client.on('message', (n: number) => {
      received.push(n);
      if (received.length === FRAMES) resolve(received);
    });
    client.emit('burst');
  });
}

describe('WebSocket writes gathered by turn', () => {
  let served: Awaited<ReturnType<typeof start>>;
  let client: Client | undefined;
  beforeEach(async () => {
    served = await start();
  });
  afterEach(async () => {
    client?.disconnect();
    await served.stop();
  });

  it('sends the messages of one turn to a WebSocket in a couple of writes, each whole and in order', async () => {
    client = await connectClient(served.url, ['websocket']);
    served.counted.writes = 0;
    expect(await burst(client)).toEqual(Array.from({ length: FRAMES }, (_, n) => n));
    // The first message goes out at the end of the turn, the rest together once that write is done.
    expect(served.counted.writes).toBeLessThanOrEqual(3);
  });

  it('delivers every message, in order, to a connection that began on long polling and moved to a WebSocket', async () => {
    const polling = await connectClient(served.url, ['polling', 'websocket']);
    client = polling;
    await new Promise<void>((upgraded) => {
      if (polling.io.engine.transport.name === 'websocket') upgraded();
      else polling.io.engine.once('upgrade', () => upgraded());
    });
    expect(await burst(polling)).toEqual(Array.from({ length: FRAMES }, (_, n) => n));
  });
});
