import type { DestinationStream } from 'pino';

/** An app's log kept in memory, for a test to read what an operator would: give it as the app's `log`. */
export class CapturedLog implements DestinationStream {
  private written = '';

  write(line: string): void {
    this.written += line;
  }

  /** Everything logged since the start (or the last `clear`), as written. */
  get text(): string {
    return this.written;
  }

  /** The lines logged, parsed. */
  lines(): Array<Record<string, unknown>> {
    return this.written
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  clear(): void {
    this.written = '';
  }
}
