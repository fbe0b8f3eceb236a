import type { Sharp, SharpOptions } from 'sharp';

export type ImageRejection = 'too-many-pixels' | 'unreadable';

export class ImageRejectedError extends Error {
  override name = 'ImageRejectedError';
  constructor(
    readonly reason: ImageRejection,
    cause: unknown,
  ) {
    super(reason, { cause });
  }
}

export interface PrepareOptions {
  /** Largest decoded size accepted, checked from the header before any pixel is decoded. */
  maxPixels: number;
  /** Longest side of the image sent to the model. */
  maxSide: number;
}

export interface PreparedImage {
  jpeg: Buffer;
  width: number;
  height: number;
}

/**
 * sharp and libvips load on the first analysis: the embedded hub starts every service in one process,
 * and a visitor who never uploads a photo need not hold them (libvips alone is about 6 MB resident).
 */
let loadSharp: Promise<(input: Uint8Array, options: SharpOptions) => Sharp> | undefined;
const sharpLoaded = () =>
  (loadSharp ??= import('sharp').then((module) => {
    // libvips's operation cache (50 MB by default) keeps results for a repeat of the same operation
    // on the same input; every upload is a new input, so it only held memory after the attacks.
    module.default.cache(false);
    return module.default;
  }));

/**
 * Re-encodes an upload as the JPEG the model receives: turned upright, scaled down to `maxSide`,
 * transparency on white, and without any metadata (EXIF, GPS, ICC names), which sharp drops
 * unless asked to keep it. Re-encoding also means the model never sees the uploader's bytes.
 */
export async function prepareImage(bytes: Uint8Array, options: PrepareOptions): Promise<PreparedImage> {
  const sharp = await sharpLoaded();
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: options.maxPixels, failOn: 'error' })
      .autoOrient()
      .resize({ width: options.maxSide, height: options.maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch (error) {
    const tooLarge = error instanceof Error && error.message.includes('exceeds pixel limit');
    throw new ImageRejectedError(tooLarge ? 'too-many-pixels' : 'unreadable', error);
  }
}
