import { createServer, type Server } from 'node:net';
import { freePort } from './free-port';

const listen = (port: number) =>
  new Promise<Server>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done(server));
  });

describe('freePort', () => {
  it('gives a port a server can listen on, outside the range outgoing connections take their ports from', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(32_768);
    }
    const server = await listen(ports[0]);
    await new Promise((done) => server.close(done));
  });

  it('passes over a port something listens on', async () => {
    const taken = await listen(await freePort());
    const port = (taken.address() as { port: number }).port;
    // The first port tried is the one taken.
    const random = jest.spyOn(Math, 'random').mockReturnValueOnce((port - 20_000) / 12_768 + 1e-9);
    try {
      const given = await freePort();
      expect(random).toHaveBeenCalledTimes(2);
      expect(given).not.toBe(port);
    } finally {
      random.mockRestore();
      await new Promise((done) => taken.close(done));
    }
  });
});
