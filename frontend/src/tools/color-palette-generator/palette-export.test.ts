import type { PaletteResponse } from '@orbita/proto-types';
import { toCss, toJson, toTailwind } from './palette-export';

const PALETTE: PaletteResponse = {
  baseColor: '#3B82F6',
  paletteType: 'complementary',
  count: 2,
  colors: [
    { name: 'Blu', hex: '#3B82F6', rgb: { r: 59, g: 130, b: 246 }, hsl: { h: 217, s: 91, l: 60 } },
    { name: 'Arancione', hex: '#F6AF3B', rgb: { r: 246, g: 175, b: 59 }, hsl: { h: 37, s: 91, l: 60 } },
  ],
};

describe('palette export', () => {
  it('writes CSS custom properties in the palette order, with the names as comments', () => {
    expect(toCss(PALETTE)).toBe(':root {\n  --palette-1: #3B82F6; /* Blu */\n  --palette-2: #F6AF3B; /* Arancione */\n}\n');
  });

  it('writes JSON that reads back to the same colours', () => {
    const parsed = JSON.parse(toJson(PALETTE));
    expect(parsed.baseColor).toBe('#3B82F6');
    expect(parsed.colors).toEqual(PALETTE.colors);
  });

  it('writes a Tailwind theme fragment with one key per colour', () => {
    const fragment = toTailwind(PALETTE);
    expect(fragment).toContain("palette: {\n          1: '#3B82F6',\n          2: '#F6AF3B',\n        },");
    expect(fragment.startsWith('// tailwind.config.js\nexport default {')).toBe(true);
  });
});
