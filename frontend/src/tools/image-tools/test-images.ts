/**
 * A JPEG's metadata written by hand, as a phone writes it: the camera's make and a GPS position in an EXIF APP1
 * segment, then a stand-in for the picture (a scan segment). Enough for exifr and for the metadata stripper.
 */
function tiffWithGps(make: string, latitude: [number, number, number], longitude: [number, number, number]): Uint8Array {
  const tiff = new Uint8Array(148);
  const view = new DataView(tiff.buffer);
  const ascii = (at: number, value: string) => tiff.set(new TextEncoder().encode(`${value}\0`), at);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    view.setUint16(at, tag, true);
    view.setUint16(at + 2, type, true);
    view.setUint32(at + 4, count, true);
    view.setUint32(at + 8, value, true);
  };
  ascii(0, 'II');
  view.setUint16(2, 42, true);
  view.setUint32(4, 8, true);
  view.setUint16(8, 2, true);
  entry(10, 0x010f, 2, make.length + 1, 38);
  entry(22, 0x8825, 4, 1, 46);
  ascii(38, make);
  view.setUint16(46, 4, true);
  entry(48, 0x0001, 2, 2, 0x4e);
  entry(60, 0x0002, 5, 3, 100);
  entry(72, 0x0003, 2, 2, 0x45);
  entry(84, 0x0004, 5, 3, 124);
  [...latitude, ...longitude].forEach((value, index) => {
    view.setUint32(100 + index * 8, value, true);
    view.setUint32(104 + index * 8, 1, true);
  });
  return tiff;
}

function segment(marker: number, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(4 + body.length);
  out.set([0xff, marker, ((body.length + 2) >> 8) & 0xff, (body.length + 2) & 0xff]);
  out.set(body, 4);
  return out;
}

export function jpegWithGps(): Uint8Array {
  const exif = new Uint8Array([...new TextEncoder().encode('Exif\0\0'), ...tiffWithGps('Orbita', [45, 27, 50], [9, 11, 24])]);
  const jfif = new Uint8Array([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const parts = [new Uint8Array([0xff, 0xd8]), segment(0xe0, jfif), segment(0xe1, exif), segment(0xfe, new TextEncoder().encode('commento')), segment(0xda, new Uint8Array(6)), new Uint8Array([1, 2, 3, 0xff, 0xd9])];
  return new Uint8Array(parts.flatMap((part) => [...part]));
}
