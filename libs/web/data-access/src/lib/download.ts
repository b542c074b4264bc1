import { isErrorResponse } from '@nidra/shared/contracts';

const UNREACHABLE = 'Could not reach the shop. Check your connection and try again.';
const FAILED = 'The file could not be downloaded. Please try again.';

/**
 * Fetches a file the signed-in user may read (an anchor cannot send the Authorization header) and saves it
 * under `fileName`. Rejects with a message to show: the server's, or `failed` when it gave none.
 */
export async function downloadFile(path: string, fileName: string, token: string | null, failed = FAILED): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${globalThis.location?.origin ?? ''}/api${path}`, { headers: token ? { authorization: token } : {} });
  } catch {
    throw new Error(UNREACHABLE);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw new Error(isErrorResponse(body) ? body.error : failed);
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
