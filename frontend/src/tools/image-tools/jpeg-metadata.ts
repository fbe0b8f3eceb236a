/**
 * Removes a JPEG's metadata without decoding it again, so nothing of the picture is lost: the APP1 segments
 * (EXIF with its GPS position, XMP), APP13 (IPTC) and comments go; the colour profile (APP2) and the image stay.
 */
const STRIPPED = new Set([0xe1, 0xed, 0xfe]);

export function stripJpegMetadata(bytes: Uint8Array): Uint8Array | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xda) {
      kept.push(bytes.subarray(offset));
      return concat(kept);
    }
    const length = ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0);
    if (length < 2 || offset + 2 + length > bytes.length) return null;
    if (!STRIPPED.has(marker)) kept.push(bytes.subarray(offset, offset + 2 + length));
    offset += 2 + length;
  }
  return null;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
