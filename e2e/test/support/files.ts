import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import type { Page, Request } from 'playwright-core';

/** A 64 × 48 HEIC written by libheif's heif-enc (from a gradient PNG), as an iPhone writes its photos. */
export const HEIC_PHOTO = readFileSync(path.join(__dirname, '../fixtures/gradient.heic'));

/** A PDF whose page i is (firstWidth + i) points wide, so the pages of a result tell where they came from. */
export async function pdfWithPages(count: number, firstWidth: number, text = 'Orbita'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let index = 0; index < count; index += 1) doc.addPage([firstWidth + index, 400]).drawText(`${text} ${index + 1}`, { x: 20, y: 200, size: 24 });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

export async function lockedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.load(await pdfWithPages(1, 200));
  doc.encrypt({ userPassword: 'segreta', ownerPassword: 'segreta' });
  return Buffer.from(await doc.save());
}

export async function pageSizes(bytes: Buffer): Promise<{ widths: number[]; rotations: number[] }> {
  const doc = await PDFDocument.load(bytes);
  return { widths: doc.getPages().map((page) => Math.round(page.getWidth())), rotations: doc.getPages().map((page) => page.getRotation().angle) };
}

/** An EXIF APP1 segment as a phone writes it: the make and the GPS position of Milan's Duomo (45° 27′ 50″ N, 9° 11′ 24″ E). */
function gpsExifSegment(): Buffer {
  const tiff = Buffer.alloc(148);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    tiff.writeUInt32LE(value, at + 8);
  };
  tiff.write('II', 0);
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(2, 8);
  entry(10, 0x010f, 2, 7, 38);
  entry(22, 0x8825, 4, 1, 46);
  tiff.write('Orbita\0', 38);
  tiff.writeUInt16LE(4, 46);
  entry(48, 0x0001, 2, 2, 0x4e);
  entry(60, 0x0002, 5, 3, 100);
  entry(72, 0x0003, 2, 2, 0x45);
  entry(84, 0x0004, 5, 3, 124);
  [45, 27, 50, 9, 11, 24].forEach((value, index) => {
    tiff.writeUInt32LE(value, 100 + index * 8);
    tiff.writeUInt32LE(1, 104 + index * 8);
  });
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}

/** A real JPEG drawn by the browser, with the phone's EXIF and GPS put right after its start marker. */
export async function phonePhoto(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(async ([w, h]) => {
    const canvas = new OffscreenCanvas(w, h);
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, w, h);
    gradient.addColorStop(0, '#1d4ed8');
    gradient.addColorStop(1, '#f59e0b');
    context.fillStyle = gradient;
    context.fillRect(0, 0, w, h);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  }, [width, height] as const);
  const jpeg = Buffer.from(base64, 'base64');
  return Buffer.concat([jpeg.subarray(0, 2), gpsExifSegment(), jpeg.subarray(2)]);
}

/** What a file is by its first bytes. */
export function magic(bytes: Buffer): string {
  if (bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'jpeg';
  if (bytes.subarray(1, 4).toString('latin1') === 'PNG') return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'zip';
  return 'unknown';
}

/**
 * Every request the page makes while the file tools run. None may carry a body, and no address may carry a
 * file's name or any 32-byte run of a file's content (raw, base64 or percent-encoded): nothing leaves the device.
 */
export class RequestRecorder {
  readonly requests: Request[] = [];

  constructor(page: Page) {
    page.context().on('request', (request) => this.requests.push(request));
  }

  leaks(files: readonly { name: string; bytes: Buffer }[]): string[] {
    const problems: string[] = [];
    for (const request of this.requests) {
      const body = request.postDataBuffer();
      if (body && body.length > 0) problems.push(`${request.method()} ${request.url()} carried a body of ${body.length} bytes`);
      const url = decodeURIComponent(request.url());
      for (const file of files) {
        const samples = [0, Math.floor(file.bytes.length / 2), Math.max(0, file.bytes.length - 32)].map((at) => file.bytes.subarray(at, at + 32));
        const leaked = url.includes(file.name) || samples.some((sample) => url.includes(sample.toString('base64')) || url.includes(sample.toString('latin1')) || url.includes(sample.toString('hex')));
        if (leaked) problems.push(`${request.url().slice(0, 120)} carried «${file.name}»`);
      }
    }
    return problems;
  }
}
