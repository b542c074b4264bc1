import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { TaxDocumentDto } from '@nidra/shared/contracts';
import { renderTaxDocumentPdf } from './invoice-pdf';

// The lowest CPU priority for this thread alone (Linux keeps a nice value per thread): requests and the
// database come first, and documents are made in the time they leave.
try {
  setPriority(19);
} catch {
  // Not allowed here: the documents are made at the usual priority.
}

/** Renders documents sent by the shop, one message each, answering with the PDF's bytes or the error. */
parentPort?.on('message', async ({ id, document }: { id: number; document: TaxDocumentDto }) => {
  try {
    const pdf = await renderTaxDocumentPdf(document);
    const bytes = pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.byteLength);
    parentPort?.postMessage({ id, pdf: bytes }, [bytes as ArrayBuffer]);
  } catch (error) {
    parentPort?.postMessage({ id, error: (error as Error).message });
  }
});
