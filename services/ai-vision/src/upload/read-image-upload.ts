import type { FastifyRequest } from 'fastify';
import { ANALYZE_FOOD_FIELD } from '@orbita/proto-types';
import {
  ImageTooLargeError,
  MalformedUploadError,
  MissingImageError,
  NotMultipartError,
  TooManyPartsError,
  WrongFieldError,
} from '../errors.js';

const MEBIBYTE = 1024 * 1024;

/** @fastify/multipart's own errors, said in Italian; anything else busboy throws is a malformed body. */
function uploadFailure(error: unknown, maxBytes: number): Error {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ImageTooLargeError(String(Math.floor(maxBytes / MEBIBYTE)));
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new TooManyPartsError();
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new NotMultipartError();
    default:
      return new MalformedUploadError();
  }
}

/**
 * Reads the one file of a multipart upload into memory, refusing it once it passes `maxBytes`
 * (busboy stops buffering there, so an oversized upload never fills the memory).
 */
export async function readImageUpload(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw new NotMultipartError();
  const part = await request
    .file({ limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 100 } })
    .catch((error: unknown) => Promise.reject(uploadFailure(error, maxBytes)));
  if (!part) throw new MissingImageError();
  if (part.fieldname !== ANALYZE_FOOD_FIELD) throw new WrongFieldError();
  return await part.toBuffer().catch((error: unknown) => Promise.reject(uploadFailure(error, maxBytes)));
}
