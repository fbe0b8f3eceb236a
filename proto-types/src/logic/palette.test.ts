import { PALETTE_TYPES } from '../enums.js';
import type { PaletteColor } from '../tools/palette.js';
import { hexToRgb, hslToRgb, hueDistance, rgbToHsl } from './color-space.js';
import { colorName } from './color-names.js';
import { generatePalette, lightnessesAround } from './palette.js';

const BASE = '#3B82F6';
const baseHue = rgbToHsl(hexToRgb(BASE)).h;
const hueOf = (color: PaletteColor) => rgbToHsl(color.rgb).h;
/** Rounding to whole RGB units moves a hue by at most about a degree at this saturation. */
const HUE_TOLERANCE = 1.5;
/**
 * The answer's HSL is in whole degrees and percents, so converting it back can miss the RGB by a few units:
 * 5 at most: an exhaustive run over all 16,777,216 colours finds no larger miss than rgb(2, 228, 230)'s (color-space.test.ts).
 */
const WHOLE_HSL_ROUND_TRIP_MAX = 5;

function expectHueNear(color: PaletteColor, expected: number) {
  expect(hueDistance(hueOf(color), expected)).toBeLessThanOrEqual(HUE_TOLERANCE);
}

describe('generatePalette', () => {
  it.each(PALETTE_TYPES)('answers %s palettes of 3 to 10 colours whose hex, rgb and hsl agree', (type) => {
    for (let count = 3; count <= 10; count += 1) {
      const palette = generatePalette(BASE, type, count);
      expect(palette).toMatchObject({ baseColor: '#3B82F6', paletteType: type, count });
      expect(palette.colors).toHaveLength(count);
      expect(palette.colors[0]!.hex).toBe('#3B82F6');
      for (const color of palette.colors) {
        expect(hexToRgb(color.hex)).toEqual(color.rgb);
        const back = hslToRgb(color.hsl);
        for (const channel of ['r', 'g', 'b'] as const) expect(Math.abs(back[channel] - color.rgb[channel])).toBeLessThanOrEqual(WHOLE_HSL_ROUND_TRIP_MAX);
        expect(color.name).toBe(colorName(color.rgb));
      }
      expect(new Set(palette.colors.map((c) => c.hex)).size).toBe(type === 'random' ? palette.colors.length : count);
    }
  });

  it('puts the complement at +180°', () => {
    const [, complement, lighter] = generatePalette(BASE, 'complementary', 3).colors;
    expectHueNear(complement!, baseHue + 180);
    expectHueNear(lighter!, baseHue);
    expect(lighter!.hsl.l).toBeGreaterThan(60);
  });

  it('puts triadic colours at ±120°', () => {
    const [, second, third] = generatePalette(BASE, 'triadic', 3).colors;
    expectHueNear(second!, baseHue + 120);
    expectHueNear(third!, baseHue - 120);
  });

  it('puts split-complementary colours at ±150°', () => {
    const [, second, third] = generatePalette(BASE, 'split-complementary', 3).colors;
    expectHueNear(second!, baseHue + 150);
    expectHueNear(third!, baseHue - 150);
  });

  it('keeps analogous colours 30° apart, within 150° for many colours', () => {
    const five = generatePalette(BASE, 'analogous', 5).colors;
    [0, 30, -30, 60, -60].forEach((offset, index) => expectHueNear(five[index]!, baseHue + offset));
    const ten = generatePalette(BASE, 'analogous', 10).colors;
    for (const a of ten) {
      for (const b of ten) expect(hueDistance(hueOf(a), hueOf(b))).toBeLessThanOrEqual(150 + HUE_TOLERANCE);
    }
  });

  it('keeps the hue of a monochromatic palette and steps its lightness', () => {
    const colors = generatePalette(BASE, 'monochromatic', 10).colors;
    for (const color of colors) expectHueNear(color, baseHue);
    expect(new Set(colors.map((c) => c.hsl.l)).size).toBe(10);
  });

  it('draws random colours from the given source', () => {
    const values = [0.5, 0.5, 0.5, 0, 1, 1];
    const colors = generatePalette(BASE, 'random', 3, () => values.shift()!).colors;
    expect(colors[1]!.hsl).toEqual({ h: 180, s: 68, l: 55 });
    expect(colors[2]!.hsl).toEqual({ h: 0, s: 91, l: 75 });
  });

  it('handles black, white and grey bases without failing', () => {
    for (const base of ['000000', 'FFFFFF', '808080']) {
      for (const type of PALETTE_TYPES) expect(generatePalette(base, type, 10).colors).toHaveLength(10);
    }
  });
});

describe('lightnessesAround', () => {
  it('always finds enough distinct values between 10% and 90%', () => {
    for (const base of [0, 5, 10, 33, 50, 77, 90, 100]) {
      for (let count = 1; count <= 10; count += 1) {
        const values = lightnessesAround(base, count, 15);
        expect(new Set(values).size).toBe(count);
        for (const value of values.slice(1)) expect(value >= 10 && value <= 90).toBe(true);
      }
    }
  });
});

describe('colorName', () => {
  it.each([
    ['#FF0000', 'Rosso'],
    ['#FFFFFF', 'Bianco'],
    ['#000000', 'Nero'],
    ['#3B82F6', 'Azzurro'],
    ['#6495ED', 'Blu fiordaliso'],
    ['#FFA600', 'Arancione'],
  ])('calls %s %s', (hex, name) => {
    expect(colorName(hexToRgb(hex))).toBe(name);
  });
});
