import { PNG } from 'pngjs';
import { encodeTwoColourPng } from './two-colour-png.js';

const colours = { foreground: { r: 30, g: 64, b: 175 }, background: { r: 254, g: 243, b: 199 } };

function pixel(image: PNG, x: number, y: number): number[] {
  const start = (y * image.width + x) * 4;
  return [...image.data.subarray(start, start + 3)];
}

describe('encodeTwoColourPng', () => {
  it('writes a valid PNG whose pixels have the two colours where asked', () => {
    const checker = (x: number, y: number) => (x + y) % 2 === 0;
    const image = PNG.sync.read(encodeTwoColourPng(13, 5, colours, checker, (y) => y));
    expect([image.width, image.height]).toEqual([13, 5]);
    for (let y = 0; y < 5; y += 1) {
      for (let x = 0; x < 13; x += 1) {
        expect(pixel(image, x, y)).toEqual(checker(x, y) ? [30, 64, 175] : [254, 243, 199]);
      }
    }
  });

  it('copies a row with the same key instead of drawing it again', () => {
    const asked: number[] = [];
    const stripes = (x: number, y: number) => {
      asked.push(y);
      return x < 4;
    };
    const image = PNG.sync.read(encodeTwoColourPng(9, 6, colours, stripes, () => 0));
    expect(new Set(asked)).toEqual(new Set([0]));
    expect(pixel(image, 3, 5)).toEqual([30, 64, 175]);
    expect(pixel(image, 4, 5)).toEqual([254, 243, 199]);
  });
});
