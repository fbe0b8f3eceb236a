import { crc32, deflateSync } from 'node:zlib';
import type { Rgb } from '@orbita/proto-types';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PALETTE_COLOUR_TYPE = 3;
const FILTER_NONE = 0;

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framed = Buffer.alloc(typeAndData.length + 8);
  framed.writeUInt32BE(data.length, 0);
  typeAndData.copy(framed, 4);
  framed.writeUInt32BE(crc32(typeAndData), framed.length - 4);
  return framed;
}

function header(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.writeUInt8(1, 8); // one bit a pixel: index 0 background, index 1 foreground
  data.writeUInt8(PALETTE_COLOUR_TYPE, 9);
  return data; // compression, filter and interlace stay 0
}

/**
 * A two-colour image as a PNG of one bit a pixel: far smaller and faster to make than RGBA.
 * `isForeground(x, y)` is asked once per pixel of the distinct rows only: a row equal to the one
 * above (same `rowKey`) is copied.
 */
export function encodeTwoColourPng(
  width: number,
  height: number,
  colours: { foreground: Rgb; background: Rgb },
  isForeground: (x: number, y: number) => boolean,
  rowKey: (y: number) => number,
): Buffer {
  const stride = 1 + Math.ceil(width / 8);
  const raw = Buffer.alloc(stride * height);
  const rows = new Map<number, number>();
  for (let y = 0; y < height; y += 1) {
    const start = y * stride;
    raw[start] = FILTER_NONE;
    const same = rows.get(rowKey(y));
    if (same !== undefined) {
      raw.copy(raw, start, same, same + stride);
      continue;
    }
    rows.set(rowKey(y), start);
    for (let x = 0; x < width; x += 1) {
      const byte = start + 1 + (x >> 3);
      if (isForeground(x, y)) raw[byte] = raw[byte]! | (0x80 >> (x & 7));
    }
  }
  const { background: bg, foreground: fg } = colours;
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header(width, height)),
    chunk('PLTE', Buffer.from([bg.r, bg.g, bg.b, fg.r, fg.g, fg.b])),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
