import exifr from 'exifr';
import fc from 'fast-check';
import { detectFormat, formatBytes, outputFileName, readResize, targetSize } from './image-formats';
import { checkNewImages, readMetadata, summarizeMetadata } from './image-tools.service';
import { stripJpegMetadata } from './jpeg-metadata';
import { jpegWithGps } from './test-images';

describe('metadata', () => {
  it('shows the GPS position and camera of a phone photo, and nothing is left after stripping', async () => {
    const photo = jpegWithGps();
    const before = await readMetadata(photo);
    expect(before.gps).toBe('45.46389, 9.19000');
    expect(before.rows).toEqual(['Posizione GPS: 45.46389, 9.19000', 'Fotocamera: Orbita']);
    const stripped = stripJpegMetadata(photo);
    if (!stripped) throw new Error('not stripped');
    expect(await exifr.parse(stripped).catch(() => undefined)).toBeUndefined();
    expect(await readMetadata(stripped)).toEqual({ rows: [], gps: null, count: 0 });
    expect(new TextDecoder().decode(stripped)).not.toContain('commento');
    // The picture itself, from the scan on, is the same bytes.
    expect([...stripped.subarray(-11)]).toEqual([...photo.subarray(-11)]);
    expect(detectFormat(stripped)).toBe('jpeg');
  });

  it('refuses bytes that are not a JPEG, or a cut one, instead of writing a broken file', () => {
    expect(stripJpegMetadata(new Uint8Array([0x89, 0x50]))).toBeNull();
    expect(stripJpegMetadata(jpegWithGps().subarray(0, 30))).toBeNull();
    fc.assert(fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
      const out = stripJpegMetadata(new Uint8Array([0xff, 0xd8, ...bytes]));
      if (out) expect(out.length).toBeLessThanOrEqual(bytes.length + 2);
    }));
  });

  it('summarizes what exifr reads, and nothing from nothing', () => {
    expect(summarizeMetadata(undefined)).toEqual({ rows: [], gps: null, count: 0 });
    expect(summarizeMetadata({ Make: 'Apple', Model: 'iPhone 13', Software: '17.1' }).rows).toEqual(['Fotocamera: Apple iPhone 13', 'Programma: 17.1']);
  });
});

describe('formats and sizes', () => {
  it('tells formats by their magic bytes', () => {
    const bytes = (text: string, prefix: number[] = []) => new Uint8Array([...prefix, ...new TextEncoder().encode(text)]);
    expect(detectFormat(bytes('PNG', [0x89]))).toBe('png');
    expect(detectFormat(bytes('RIFF\0\0\0\0WEBP'))).toBe('webp');
    expect(detectFormat(bytes('\0\0\0\x18ftypheic'))).toBe('heic');
    expect(detectFormat(bytes('\0\0\0\x18ftypavif'))).toBe('avif');
    expect(detectFormat(bytes('%PDF-1.7'))).toBeNull();
  });

  it('keeps the ratio when resizing by pixels or percent', () => {
    expect(targetSize(4000, 3000, { mode: 'width', value: 1200 })).toEqual({ width: 1200, height: 900 });
    expect(targetSize(4000, 3000, { mode: 'percent', value: 50 })).toEqual({ width: 2000, height: 1500 });
    fc.assert(fc.property(fc.integer({ min: 1, max: 9000 }), fc.integer({ min: 1, max: 9000 }), fc.integer({ min: 1, max: 400 }), (width, height, percent) => {
      const size = targetSize(width, height, { mode: 'percent', value: percent });
      expect(size.width).toBeGreaterThanOrEqual(1);
      expect(Math.abs(size.width / size.height - width / height)).toBeLessThanOrEqual(Math.max(1 / size.height, 1 / size.width) * (width / height + 1) + 1e-9);
    }));
  });

  it('reads the resize fields or says what is wrong in Italian', () => {
    expect(readResize('percent', '50')).toEqual({ mode: 'percent', value: 50 });
    expect(readResize('width', '1200')).toEqual({ mode: 'width', value: 1200 });
    expect(readResize('percent', '0')).toEqual({ error: 'La percentuale deve essere tra 1 e 400' });
    expect(readResize('width', '12,5')).toEqual({ error: 'La larghezza deve essere un numero intero di pixel tra 1 e 20000' });
    expect(readResize('width', '')).toEqual({ error: 'Scrivi un numero per la nuova dimensione' });
    fc.assert(fc.property(fc.constantFrom('percent' as const, 'width' as const), fc.string(), (mode, typed) => {
      const result = readResize(mode, typed);
      if ('error' in result) expect(result.error).toMatch(/^[A-Z]/);
      else expect(Number.isFinite(result.mode === 'none' ? 0 : result.value)).toBe(true);
    }));
  });

  it('names the result after the source', () => {
    expect(outputFileName('IMG_0001.HEIC', 'jpeg', false)).toBe('IMG_0001.jpg');
    expect(outputFileName('foto.jpg', 'jpeg', true)).toBe('foto-modificata.jpg');
    expect(formatBytes(1536 * 1024)).toBe('1,5 MB');
    expect(formatBytes(300 * 1024)).toBe('300 KB');
  });

  it('says the limits before they bite', () => {
    const file = (name: string, size: number) => ({ name, size }) as File;
    expect(checkNewImages(29, [file('a.jpg', 1), file('b.jpg', 1)])).toEqual({ accepted: [file('a.jpg', 1)], refusal: 'Al massimo 30 immagini alla volta: «b.jpg» e le successive non sono state aggiunte' });
    expect(checkNewImages(0, [file('grande.jpg', 51 * 1024 * 1024)]).refusal).toBe('«grande.jpg» supera 50 MB: è troppo grande per lavorarla nel browser');
  });
});
