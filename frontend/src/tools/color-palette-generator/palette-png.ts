import type { PaletteResponse } from '@orbita/proto-types';
import { readableTextOn } from './color-palette-generator.service';

const SWATCH = { width: 200, height: 240 };

/** The palette as a PNG: one column per colour with its hex, as the swatches show it. */
export async function palettePng(palette: PaletteResponse): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = SWATCH.width * palette.colors.length;
  canvas.height = SWATCH.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  palette.colors.forEach((color, index) => {
    const x = index * SWATCH.width;
    context.fillStyle = color.hex;
    context.fillRect(x, 0, SWATCH.width, SWATCH.height);
    context.fillStyle = readableTextOn(color.rgb);
    context.font = '600 22px system-ui, sans-serif';
    context.textAlign = 'center';
    context.fillText(color.hex, x + SWATCH.width / 2, SWATCH.height - 28);
  });
  return await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}
