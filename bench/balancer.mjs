// A small load balancer on loopback (not the shop's: a stand-in for nginx or a cloud balancer): each
// request and each WebSocket goes to the next instance in turn.
import { request as httpRequest, Agent, createServer } from 'node:http';
import { connect } from 'node:net';

/** `targets` are { host, port }; resolves with { url, close } once it listens. */
export function startBalancer(targets) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const choose = () => targets[next++ % targets.length];
  const server = createServer((req, res) => {
    const target = choose();
    const upstream = httpRequest(
      { host: target.host, port: target.port, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end('{"error":"The instance did not answer."}');
    });
    req.pipe(upstream);
  });
  // WebSockets (socket.io): the upgrade request is replayed to the instance, then bytes flow both ways.
  server.on('upgrade', (req, socket, head) => {
    const target = choose();
    const upstream = connect(target.port, target.host, () => {
      const headers = Object.entries(req.headers).map(([name, value]) => `${name}: ${value}`).join('\r\n');
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((done) => { server.closeAllConnections(); server.close(done); agent.destroy(); }),
      }),
    ),
  );
}
