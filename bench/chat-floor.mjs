// The chat's floor: a bare socket.io server passing each member's message on as the shop's chat does (to
// the administrators' sockets, an update of the member's row to them, an acknowledgement carrying the
// message back to the sender), with nothing else: no framework, no accounts checked, nothing stored.
// What 1,000 members sending at once cost socket.io alone on this machine. bench/chat.mjs starts it as its
// own process and tells it who the administrator is with `auth.admin`.
// Usage: node bench/chat-floor.mjs <port>
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const [port] = process.argv.slice(2);
const http = createServer();
const io = new Server(http, { path: '/socket.io', serveClient: false });
let connections = 0;

io.on('connection', (socket) => {
  const memberId = `member-${++connections}`;
  const admin = socket.handshake.auth?.admin === true;
  socket.join([`user:${memberId}`, admin ? 'admins' : 'members']);
  socket.on('onMessage', (payload, ack) => {
    const created = new Date().toISOString();
    const message = { _id: memberId, messageId: randomUUID(), body: String(payload?.body ?? ''), name: 'Member', isAdmin: false, automatic: false, created, clientId: payload?.clientId };
    socket.to(`user:${memberId}`).to('admins').emit('message', message);
    io.to('admins').emit('updateUser', { _id: memberId, name: 'Member', isAdmin: false, online: true, unread: 1, lastMessageAt: created });
    if (typeof ack === 'function') ack({ ok: true, message });
  });
});

http.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
