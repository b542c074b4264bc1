import { downloadFile } from '@nidra/web/data-access';

/** A document's file name: its number with each "/" made "-" (NID/26-27/000123 → NID-26-27-000123.pdf). */
export const pdfFileName = (documentNumber: string) => `${documentNumber.replace(/\//g, '-')}.pdf`;

const FAILED = 'The document could not be downloaded. Please try again.';

/** Fetches a PDF the signed-in user may read and saves it under `fileName`. Rejects with a message to show. */
export function downloadPdf(path: string, fileName: string, token: string | null): Promise<void> {
  return downloadFile(path, fileName, token, FAILED);
}
