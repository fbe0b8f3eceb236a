import { FILE_TOOL_ERROR } from '../../lib/worker-task';
import { detectFormat, OUTPUT_TYPES, targetSize, type InputFormat, type OutputFormat, type ResizeOption } from './image-formats';
import { stripJpegMetadata } from './jpeg-metadata';
import { encodeWebp } from './webp-encoder';

export interface ImageJob {
  name: string;
  bytes: Uint8Array;
  /** 'same' keeps the format where the browser writes it; HEIC, GIF and BMP become JPEG. */
  format: OutputFormat | 'same';
  /** 0.1 to 1, for JPEG, WebP and AVIF. */
  quality: number;
  resize: ResizeOption;
  /** Only remove the metadata: a JPEG keeps its picture byte for byte. */
  metadataOnly: boolean;
}

export interface ImageOutput {
  bytes: Uint8Array;
  mime: string;
  format: OutputFormat;
  width: number;
  height: number;
}

/** A photo opened takes 4 bytes a pixel: 50 megapixels is 200 MB of memory, as much as a phone's tab can spare. */
export const MAX_MEGAPIXELS = 50;

export class ImageToolError extends Error {
  override name = FILE_TOOL_ERROR;
}

async function decodeHeic(job: ImageJob): Promise<ImageBitmap> {
  const { default: libheif } = await import('libheif-js/libheif-wasm/libheif-bundle.mjs');
  const [image] = new (libheif().HeifDecoder)().decode(job.bytes);
  if (!image) throw new ImageToolError(`«${job.name}» non contiene un'immagine HEIC leggibile`);
  const [width, height] = [image.get_width(), image.get_height()];
  checkPixels(job.name, width, height);
  const target = new ImageData(width, height);
  const decoded = await new Promise<ImageData | null>((resolve) => image.display(target, resolve));
  image.free();
  if (!decoded) throw new ImageToolError(`«${job.name}» è danneggiata: non si riesce a leggerla`);
  return createImageBitmap(decoded);
}

function checkPixels(name: string, width: number, height: number): void {
  const megapixels = (width * height) / 1e6;
  if (megapixels > MAX_MEGAPIXELS) {
    throw new ImageToolError(`«${name}» ha ${Math.round(megapixels)} megapixel: il massimo è ${MAX_MEGAPIXELS}, oltre il browser di un telefono può esaurire la memoria`);
  }
}

async function decode(job: ImageJob, format: InputFormat): Promise<ImageBitmap> {
  if (format === 'heic') return decodeHeic(job);
  try {
    const bitmap = await createImageBitmap(new Blob([job.bytes as BlobPart]), { imageOrientation: 'from-image' });
    try {
      checkPixels(job.name, bitmap.width, bitmap.height);
    } catch (error) {
      bitmap.close();
      throw error;
    }
    return bitmap;
  } catch (error) {
    if (error instanceof ImageToolError) throw error;
    throw new ImageToolError(format === 'avif' || format === 'webp' ? `«${job.name}»: questo browser non sa leggere il formato ${format.toUpperCase()}` : `«${job.name}» è danneggiata: non si riesce a leggerla`);
  }
}

function outputFormat(job: ImageJob, input: InputFormat): OutputFormat {
  if (job.format !== 'same') return job.format;
  return input === 'png' || input === 'webp' || input === 'avif' ? input : 'jpeg';
}

async function encode(bitmap: ImageBitmap, job: ImageJob, format: OutputFormat): Promise<ImageOutput> {
  const { width, height } = targetSize(bitmap.width, bitmap.height, job.resize);
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new ImageToolError('Questo browser non permette di disegnare le immagini');
  if (format === 'jpeg') {
    // JPEG has no transparency: transparent parts become white, not black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const { mime, label } = OUTPUT_TYPES[format];
  const blob = format === 'webp' ? await encodeWebp(canvas, context, job.quality) : await canvas.convertToBlob({ type: mime, quality: job.quality });
  if (blob.type !== mime) throw new ImageToolError(`Questo browser non sa scrivere il formato ${label}: scegli JPEG, PNG o WebP`);
  return { bytes: new Uint8Array(await blob.arrayBuffer()), mime, format, width, height };
}

async function orientation(bytes: Uint8Array): Promise<number> {
  const exifr = await import('exifr');
  return (await exifr.orientation(bytes).catch(() => undefined)) ?? 1;
}

/** Converts, compresses and resizes one image; the result never carries the source's metadata. */
export async function processImage(job: ImageJob): Promise<ImageOutput> {
  const input = detectFormat(job.bytes);
  if (!input) throw new ImageToolError(`«${job.name}» non è un'immagine JPEG, PNG, WebP, AVIF, HEIC, GIF o BMP`);
  // A JPEG drawn upright by its EXIF orientation would turn once that tag is gone: such a photo is drawn anew.
  if (job.metadataOnly && input === 'jpeg' && (await orientation(job.bytes)) === 1) {
    const stripped = stripJpegMetadata(job.bytes);
    if (!stripped) throw new ImageToolError(`«${job.name}» è danneggiata: non si riesce a leggerla`);
    const bitmap = await decode(job, input);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return { bytes: stripped, mime: 'image/jpeg', format: 'jpeg', ...size };
  }
  const bitmap = await decode(job, input);
  const format = job.metadataOnly ? outputFormat({ ...job, format: 'same' }, input) : outputFormat(job, input);
  return encode(bitmap, job.metadataOnly ? { ...job, resize: { mode: 'none' }, quality: 0.95 } : job, format);
}

/** Whether this browser writes AVIF (Chromium and Firefox mostly do not; Safari does). */
export async function canWriteAvif(): Promise<boolean> {
  try {
    const blob = await new OffscreenCanvas(1, 1).convertToBlob({ type: 'image/avif' });
    return blob.type === 'image/avif';
  } catch {
    return false;
  }
}
