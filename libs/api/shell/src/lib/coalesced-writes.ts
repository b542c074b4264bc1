import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Server, Socket } from 'socket.io';

/** socket.io's transport layer (engine.io), and one client's connection on it. */
type Engine = Server['engine'];
type Connection = Socket['conn'];

/** Whether the connection's first request was the WebSocket upgrade itself, so its socket is the WebSocket's. */
const startedAsWebSocket = (request: IncomingMessage) => request.headers.upgrade?.toLowerCase() === 'websocket';

/**
 * A WebSocket connection's frames sent in one turn of the event loop leave in one write: the turn's first
 * flush corks the connection's socket and the end of the turn uncorks it. When a thousand members write at
 * once, an administrator's copies of their messages go out in a few writes instead of one system call a
 * frame. A connection that began on long polling writes as before (its first request's socket is not the
 * WebSocket's).
 */
export function coalesceWebSocketWrites(engine: Engine): void {
  const corked = new WeakSet<Duplex>();
  engine.on('flush', (connection: Connection) => {
    if (connection.transport.name !== 'websocket' || !startedAsWebSocket(connection.request)) return;
    const socket: Duplex = connection.request.socket;
    if (corked.has(socket) || socket.destroyed) return;
    corked.add(socket);
    socket.cork();
    process.nextTick(() => {
      corked.delete(socket);
      socket.uncork();
    });
  });
}
