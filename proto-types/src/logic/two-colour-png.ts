import type { Rgb } from '../tools/palette.js';

/** Compresses bytes in the zlib format (RFC 1950) a PNG's IDAT holds: Node's zlib on the service, fflate in the page. */
export type Deflate = (raw: Uint8Array) => Uint8Array;

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PALETTE_COLOUR_TYPE = 3;
const FILTER_NONE = 0;

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** The CRC-32 of PNG chunks (ISO 3309, as zlib's crc32). */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i += 1) crc = CRC_TABLE[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const framed = new Uint8Array(data.length + 12);
  const view = new DataView(framed.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i += 1) framed[4 + i] = type.charCodeAt(i);
  framed.set(data, 8);
  view.setUint32(framed.length - 4, crc32(framed.subarray(4, framed.length - 4)));
  return framed;
}

function header(width: number, height: number): Uint8Array {
  const data = new Uint8Array(13);
  const view = new DataView(data.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  data[8] = 1; // one bit a pixel: index 0 background, index 1 foreground
  data[9] = PALETTE_COLOUR_TYPE;
  return data; // compression, filter and interlace stay 0
}

/**
 * A two-colour image as a PNG of one bit a pixel: far smaller and faster to make than RGBA. `isForeground(x, y)` is
 * asked once per pixel of the distinct rows only: a row equal to the one above (same `rowKey`) is copied.
 */
export function encodeTwoColourPng(
  width: number,
  height: number,
  colours: { foreground: Rgb; background: Rgb },
  isForeground: (x: number, y: number) => boolean,
  rowKey: (y: number) => number,
  deflate: Deflate,
): Uint8Array {
  const stride = 1 + Math.ceil(width / 8);
  const raw = new Uint8Array(stride * height);
  const rows = new Map<number, number>();
  for (let y = 0; y < height; y += 1) {
    const start = y * stride;
    raw[start] = FILTER_NONE;
    const same = rows.get(rowKey(y));
    if (same !== undefined) {
      raw.copyWithin(start, same, same + stride);
      continue;
    }
    rows.set(rowKey(y), start);
    for (let x = 0; x < width; x += 1) {
      const byte = start + 1 + (x >> 3);
      if (isForeground(x, y)) raw[byte] = raw[byte]! | (0x80 >> (x & 7));
    }
  }
  const { background: bg, foreground: fg } = colours;
  const parts = [
    Uint8Array.from(SIGNATURE),
    chunk('IHDR', header(width, height)),
    chunk('PLTE', Uint8Array.from([bg.r, bg.g, bg.b, fg.r, fg.g, fg.b])),
    chunk('IDAT', deflate(raw)),
    chunk('IEND', new Uint8Array(0)),
  ];
  const png = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}
