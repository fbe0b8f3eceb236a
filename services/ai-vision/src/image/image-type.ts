import { fileTypeFromBuffer } from 'file-type/core';

/** The formats every vision model and sharp's prebuilt binaries read. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

function isAccepted(mime: string): mime is AcceptedImageType {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(mime);
}

/**
 * The real type of an upload, read from its bytes: the file name and the declared
 * Content-Type are chosen by the client and say nothing. Null when it is not an accepted image.
 */
export async function detectImageType(bytes: Uint8Array): Promise<AcceptedImageType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  return detected && isAccepted(detected.mime) ? detected.mime : null;
}
