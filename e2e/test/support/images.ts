import { crc32, deflateSync } from 'node:zlib';
import { PNG } from 'pngjs';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/**
 * A real PNG photo stand-in of one colour. A colour of its own per run makes it new bytes each time,
 * so the service's analysis cache (kept in the shared Redis in the distributed mode) cannot answer it.
 */
export function platePhoto(width = 96, height = 64): Buffer {
  const [r, g, b] = [150 + Math.floor(Math.random() * 100), 80 + Math.floor(Math.random() * 100), Math.floor(Math.random() * 80)];
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([r, g, b], 1 + x * 3);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The colour of a PNG at a point given as fractions of its width and height (0.1, 0.25: a tenth of
 * the way across, a quarter down), as `#RRGGBB`: what a download drew where the visitor looks.
 */
export function colourAt(png: Buffer, across: number, down: number): string {
  const image = PNG.sync.read(png);
  const at = (Math.floor(image.height * down) * image.width + Math.floor(image.width * across)) * 4;
  return `#${[...image.data.subarray(at, at + 3)].map((v) => v.toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}
