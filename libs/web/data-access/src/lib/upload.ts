import { isErrorResponse } from '@nidra/shared/contracts';

export interface UploadFailure {
  status: number;
  data: unknown;
}

/**
 * Sends a multipart form with the signed-in token and reports upload progress (0–100), which fetch
 * cannot; 100 once every byte is sent, while the server works on it. Resolves with the JSON answer;
 * rejects like an RTK Query error ({ status, data }).
 */
export function uploadForm<T>(url: string, form: FormData, token: string | null, onProgress?: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    if (token) request.setRequestHeader('authorization', token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.min(99, Math.floor((event.loaded / event.total) * 100)));
    };
    request.upload.onload = () => onProgress?.(100);
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) resolve(body as T);
      else reject({ status: request.status, data: isErrorResponse(body) ? body : undefined } satisfies UploadFailure);
    };
    request.onerror = () => reject({ status: 'FETCH_ERROR', error: 'Network error' });
    request.send(form);
  });
}
