import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { TaxDocumentDto } from '@nidra/shared/contracts';

/** The worker's script, built beside the server's bundle. */
const WORKER_FILE = join(__dirname, 'invoice-pdf.worker.js');
/** A worker with nothing to do for this long is let go, and its memory with it; the next document starts one. */
const IDLE_MS = 60_000;
/**
 * The worker's young generation, in MB (two semi-spaces of 1 MB): what a document allocates dies with it, a
 * scavenge at a time. The server's own, sized for requests in flight, would hold 6 MB more here (the
 * server's start clears the process's `--max-semi-space-size`, which V8 would otherwise put over this).
 */
const WORKER_YOUNG_GENERATION_MB = 3;

type Pending = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };

/**
 * Makes tax documents' PDFs. Laying out a page and embedding its font takes some 20–30 ms of CPU, which on
 * the server's own thread would hold up every request meanwhile (a burst of orders sends a burst of
 * confirmations): the built server renders on a worker thread instead, one document after another. Where
 * there is no worker script (the tests, run from source) it renders in place. The layout code and its font
 * library are loaded only where they run, and an idle worker is let go.
 */
@Injectable()
export class PdfRenderer implements OnApplicationShutdown {
  private readonly logger = new Logger('PdfRenderer');
  private worker?: Worker;
  private readonly pending = new Map<number, Pending>();
  private next = 0;
  private readonly useWorker = existsSync(WORKER_FILE);

  private idle?: NodeJS.Timeout;

  async render(document: TaxDocumentDto): Promise<Buffer> {
    if (!this.useWorker) return (await import('./invoice-pdf')).renderTaxDocumentPdf(document);
    const worker = this.started();
    const id = ++this.next;
    clearTimeout(this.idle);
    try {
      return await new Promise<Buffer>((resolve, reject) => {
        this.pending.set(id, { resolve, reject });
        worker.postMessage({ id, document });
      });
    } finally {
      if (this.pending.size === 0) {
        clearTimeout(this.idle);
        this.idle = setTimeout(() => void this.stopWorker(), IDLE_MS);
        this.idle.unref();
      }
    }
  }

  async onApplicationShutdown(): Promise<void> {
    clearTimeout(this.idle);
    await this.stopWorker();
  }

  private async stopWorker(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  /** The worker, started on first use and again after it died. */
  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_FILE, { resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB } });
    worker.unref();
    worker.on('message', ({ id, pdf, error }: { id: number; pdf?: ArrayBuffer; error?: string }) => {
      const waiting = this.pending.get(id);
      this.pending.delete(id);
      if (!waiting) return;
      if (pdf) waiting.resolve(Buffer.from(pdf));
      else waiting.reject(new Error(error ?? 'The PDF could not be made'));
    });
    worker.on('error', (error) => this.logger.error({ err: error }, 'The PDF worker failed'));
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = undefined;
      for (const waiting of this.pending.values()) waiting.reject(new Error('The PDF worker stopped'));
      this.pending.clear();
    });
    this.worker = worker;
    return worker;
  }
}
