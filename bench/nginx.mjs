// nginx (Debian's package) in front of shop instances on loopback, with the shop's own configuration
// (deploy/nginx/shop.conf.template), as docker compose runs it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, sleep } from './lib.mjs';

const TEMPLATE = new URL('../deploy/nginx/shop.conf.template', import.meta.url);
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** `targets` are { host, port }; resolves with { url, close } once nginx answers. */
export async function startNginx(targets) {
  if (spawnSync(NGINX, ['-v']).error) {
    throw new Error(`nginx is not installed at ${NGINX} (Debian: apt-get install nginx; or set NGINX_PATH).`);
  }
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), 'nidra-nginx-'));
  mkdirSync(join(prefix, 'logs'));
  const site = readFileSync(TEMPLATE, 'utf8')
    .replace('${UPSTREAM_SERVERS}', targets.map(({ host, port: p }) => `  server ${host}:${p} max_fails=2 fail_timeout=10s;`).join('\n'))
    .replace('${LISTEN}', `127.0.0.1:${port}`);
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      'worker_processes 1;',
      // Run as root (CI, a container), its workers would otherwise drop to a user that cannot use this folder.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'pid nginx.pid;',
      'error_log logs/error.log warn;',
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy;`,
      `  fastcgi_temp_path ${prefix}/fastcgi; uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;`,
      site,
      '}',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`nginx stopped at start (see ${prefix}/logs/error.log)`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) break;
    if (tries > 100) throw new Error('nginx did not answer');
    await sleep(100);
  }
  return {
    url,
    close: async () => {
      child.kill('SIGQUIT');
      await new Promise((done) => (child.exitCode !== null ? done() : child.once('exit', done)));
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
