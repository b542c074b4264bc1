import type { FastifyRequest } from 'fastify';
import { DomainError } from '../errors/domain-error';
import { ImageTooLarge } from './image-store';

export class NotMultipart extends DomainError {
  readonly status = 415;
  constructor() {
    super('Send this form as multipart/form-data.');
  }
}

export interface MultipartForm {
  fields: Record<string, string>;
  /** The bytes of the file field, if one was sent. */
  file?: Buffer;
}

/**
 * Reads a multipart form with at most one file (in `fileField`); text fields come back as strings.
 * A file over the size limit is a 413 (`tooLarge`, an image's by default), a request that is not multipart a 415.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileField: string,
  tooLarge: () => DomainError = () => new ImageTooLarge(),
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new NotMultipart();
  const form: MultipartForm = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === fileField && !form.file) form.file = bytes;
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  return form;
}
