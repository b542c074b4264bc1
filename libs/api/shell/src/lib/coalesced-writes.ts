import type { Duplex } from 'node:stream';
import type { Server, Socket } from 'socket.io';

/** socket.io's transport layer (engine.io), and one client's connection on it. */
type Engine = Server['engine'];
type Connection = Socket['conn'];

/**
 * A WebSocket connection's frames sent in one turn of the event loop leave in one write: the turn's first
 * flush corks the connection's socket and the end of the turn uncorks it. When a thousand members write at
 * once, an administrator's copies of their messages go out in a few writes instead of one system call a
 * frame. Only a connection whose first request was the WebSocket upgrade itself is gathered: its first
 * request's socket is the WebSocket's (one that began on long polling writes as before).
 */
export function coalesceWebSocketWrites(engine: Engine): void {
  engine.on('connection', (connection: Connection) => {
    if (connection.request.headers.upgrade?.toLowerCase() !== 'websocket') return;
    const socket: Duplex = connection.request.socket;
    connection.on('flush', () => {
      if (socket.writableCorked > 0 || socket.destroyed) return;
      socket.cork();
      process.nextTick(() => socket.uncork());
    });
  });
}
