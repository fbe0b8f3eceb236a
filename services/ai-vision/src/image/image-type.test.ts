import sharp from 'sharp';
import { detectImageType } from './image-type.js';

const blank = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#c07830' } });

describe('detectImageType', () => {
  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
  ] as const)('recognises %s from its bytes', async (format, mime) => {
    expect(await detectImageType(await blank().toFormat(format).toBuffer())).toBe(mime);
  });

  it('refuses other image formats', async () => {
    expect(await detectImageType(await blank().gif().toBuffer())).toBeNull();
    expect(await detectImageType(await blank().tiff().toBuffer())).toBeNull();
  });

  it('refuses text, an SVG and nothing at all', async () => {
    expect(await detectImageType(Buffer.from('ciao, sono un file di testo'))).toBeNull();
    expect(await detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(await detectImageType(Buffer.alloc(0))).toBeNull();
  });
});
