import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { eventually } from '@nidra/shared/testing';

/**
 * Starts a server a test owns (its own PostgreSQL or Redis, to stop and start under the shop) and
 * resolves once its output says `ready`; rejects if it exits first.
 */
export async function startServerProcess(command: string, args: string[], ready: string, timeoutMs = 60_000): Promise<ChildProcess> {
  const server = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  server.stdout?.on('data', (chunk) => (output += String(chunk)));
  await Promise.race([
    eventually(() => expect(output).toContain(ready), timeoutMs),
    once(server, 'exit').then(([code]) => Promise.reject(new Error(`${command} did not start (exit ${code})`))),
  ]);
  return server;
}

/** Stops it (SIGTERM: a clean shutdown; SIGKILL: a crash) and waits until it has gone. */
export async function stopServerProcess(server: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!server || server.exitCode !== null) return;
  server.kill(signal);
  await once(server, 'exit');
}
