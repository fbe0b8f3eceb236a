import sharp from 'sharp';
import { ImageRejectedError, prepareImage, type ImageRejection } from './prepare-image.js';

const options = { maxPixels: 1_000_000, maxSide: 1024 };

function solid(width: number, height: number, channels: 3 | 4 = 3) {
  const background = channels === 4 ? { r: 0, g: 0, b: 0, alpha: 0 } : '#c07830';
  return sharp({ create: { width, height, channels, background } });
}

async function rejectionOf(bytes: Buffer): Promise<ImageRejection | 'none'> {
  try {
    await prepareImage(bytes, options);
    return 'none';
  } catch (error) {
    if (error instanceof ImageRejectedError) return error.reason;
    throw error;
  }
}

describe('prepareImage', () => {
  it('keeps nothing in libvips\'s operation cache: each upload is a new input', async () => {
    await prepareImage(await solid(1000, 500).png().toBuffer(), options);
    expect(sharp.cache()).toMatchObject({ memory: { current: 0, max: 0 }, items: { current: 0, max: 0 } });
  });

  it('scales the long side down to maxSide and answers a JPEG', async () => {
    const prepared = await prepareImage(await solid(1000, 500).png().toBuffer(), { ...options, maxSide: 400 });
    expect(prepared).toMatchObject({ width: 400, height: 200 });
    expect((await sharp(prepared.jpeg).metadata()).format).toBe('jpeg');
  });

  it('never enlarges a small image', async () => {
    expect(await prepareImage(await solid(120, 80).webp().toBuffer(), options)).toMatchObject({ width: 120, height: 80 });
  });

  it('turns a photo upright by its EXIF orientation before dropping the EXIF', async () => {
    const sideways = await solid(300, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const prepared = await prepareImage(sideways, options);
    expect(prepared).toMatchObject({ width: 100, height: 300 });
    const metadata = await sharp(prepared.jpeg).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('puts transparency on white', async () => {
    const prepared = await prepareImage(await solid(10, 10, 4).png().toBuffer(), options);
    const { data } = await sharp(prepared.jpeg).raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeGreaterThan(245);
  });

  it('refuses more pixels than allowed, by the header alone', async () => {
    expect(await rejectionOf(await solid(1001, 1000).png().toBuffer())).toBe('too-many-pixels');
    expect(await rejectionOf(await solid(1000, 1000).png().toBuffer())).toBe('none');
  });

  it('calls a truncated or garbled file unreadable', async () => {
    const jpeg = await solid(64, 64).jpeg().toBuffer();
    expect(await rejectionOf(Buffer.concat([jpeg.subarray(0, 30), Buffer.alloc(200, 7)]))).toBe('unreadable');
    expect(await rejectionOf(Buffer.from('non è un immagine'))).toBe('unreadable');
  });
});
