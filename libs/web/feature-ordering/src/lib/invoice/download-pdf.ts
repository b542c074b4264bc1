import { isErrorResponse } from '@nidra/shared/contracts';

/** A document's file name: its number with each "/" made "-" (NID/26-27/000123 → NID-26-27-000123.pdf). */
export const pdfFileName = (documentNumber: string) => `${documentNumber.replace(/\//g, '-')}.pdf`;

const UNREACHABLE = 'Could not reach the shop. Check your connection and try again.';
const FAILED = 'The document could not be downloaded. Please try again.';

/**
 * Fetches a PDF the signed-in user may read (an anchor cannot send the Authorization header) and saves it
 * under `fileName`. Rejects with a message to show.
 */
export async function downloadPdf(path: string, fileName: string, token: string | null): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${globalThis.location?.origin ?? ''}/api${path}`, { headers: token ? { authorization: token } : {} });
  } catch {
    throw new Error(UNREACHABLE);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw new Error(isErrorResponse(body) ? body.error : FAILED);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the object URL only holds memory after that.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
