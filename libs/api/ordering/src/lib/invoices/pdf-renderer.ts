import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { TaxDocumentDto } from '@nidra/shared/contracts';
import { renderTaxDocumentPdf } from './invoice-pdf';

/** The worker's script, built beside the server's bundle. */
const WORKER_FILE = join(__dirname, 'invoice-pdf.worker.js');

type Pending = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };

/**
 * Makes tax documents' PDFs. Laying out a page and embedding its font takes some 20–30 ms of CPU, which on
 * the server's own thread would hold up every request meanwhile (a burst of orders sends a burst of
 * confirmations): the built server renders on a worker thread instead, one document after another. Where
 * there is no worker script (the tests, run from source) it renders in place.
 */
@Injectable()
export class PdfRenderer implements OnApplicationShutdown {
  private readonly logger = new Logger('PdfRenderer');
  private worker?: Worker;
  private readonly pending = new Map<number, Pending>();
  private next = 0;
  private readonly useWorker = existsSync(WORKER_FILE);

  render(document: TaxDocumentDto): Promise<Buffer> {
    if (!this.useWorker) return renderTaxDocumentPdf(document);
    const worker = this.started();
    const id = ++this.next;
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, document });
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.terminate();
    this.worker = undefined;
  }

  /** The worker, started on first use and again after it died. */
  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_FILE);
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
