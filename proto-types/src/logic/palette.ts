/**
 * Colour palettes: one module for the tools service (`POST /api/generate-palette`) and the page, which
 * draws the palette as the visitor picks with no round trip. Pure and free of schema code.
 */
import type { PaletteType } from '../enums.js';
import type { Hsl, PaletteColor, PaletteResponse } from '../tools/palette.js';
import { colorName } from './color-names.js';
import { clamp, hexToRgb, hslToRgb, normalizeHue, rgbToHex, rgbToHsl, roundedHsl } from './color-space.js';

/** Hue offsets of the harmonies built from fixed angles on the colour wheel. */
const HARMONY_OFFSETS: Partial<Record<PaletteType, readonly number[]>> = {
  complementary: [0, 180],
  triadic: [0, 120, 240],
  'split-complementary': [0, 150, 210],
};

/** Lightness step between repeats of a harmony's hues, in percent. */
const LIGHTNESS_STEP = 15;
/** Analogous neighbours sit 30° apart, closer when many colours must fit in 150°. */
const ANALOGOUS_STEP = 30;
const ANALOGOUS_SPAN = 150;

/**
 * `count` lightness values: `base` first, then values alternately above and below it, `step`
 * apart, skipping any outside 10–90% (too close to black or white to tell apart). The step
 * shrinks when needed so that `count` values always fit in that range.
 */
export function lightnessesAround(base: number, count: number, step: number): number[] {
  const fitted = Math.min(step, 80 / (count + 1));
  const values = [base];
  for (let distance = 1; values.length < count && distance * fitted <= 100; distance += 1) {
    for (const candidate of [base + distance * fitted, base - distance * fitted]) {
      if (values.length < count && candidate >= 10 && candidate <= 90) values.push(candidate);
    }
  }
  return values;
}

function harmony(base: Hsl, offsets: readonly number[], count: number): Hsl[] {
  const rounds = Math.ceil(count / offsets.length);
  const lightnesses = lightnessesAround(base.l, rounds, LIGHTNESS_STEP);
  return Array.from({ length: count }, (_, index) => ({
    h: normalizeHue(base.h + offsets[index % offsets.length]!),
    s: base.s,
    l: lightnesses[Math.floor(index / offsets.length)]!,
  }));
}

/** Base first, then neighbours alternately clockwise and anticlockwise. */
function analogous(base: Hsl, count: number): Hsl[] {
  const step = Math.min(ANALOGOUS_STEP, ANALOGOUS_SPAN / (count - 1));
  return Array.from({ length: count }, (_, index) => {
    const distance = Math.ceil(index / 2);
    const direction = index % 2 === 1 ? 1 : -1;
    return { ...base, h: normalizeHue(base.h + direction * distance * step) };
  });
}

/** Same hue; lightness in even steps around the base, tints a little less saturated than shades. */
function monochromatic(base: Hsl, count: number): Hsl[] {
  return lightnessesAround(base.l, count, LIGHTNESS_STEP).map((l) => ({
    h: base.h,
    s: clamp(base.s - (l - base.l) * 0.3, 0, 100),
    l,
  }));
}

function randomColors(base: Hsl, count: number, random: () => number): Hsl[] {
  const others = Array.from({ length: count - 1 }, () => ({
    h: random() * 360,
    s: 45 + random() * 45,
    l: 35 + random() * 40,
  }));
  return [base, ...others];
}

function hslsFor(type: PaletteType, base: Hsl, count: number, random: () => number): Hsl[] {
  const offsets = HARMONY_OFFSETS[type];
  if (offsets) return harmony(base, offsets, count);
  if (type === 'analogous') return analogous(base, count);
  if (type === 'monochromatic') return monochromatic(base, count);
  return randomColors(base, count, random);
}

export function describeColor(hsl: Hsl): PaletteColor {
  const rgb = hslToRgb(hsl);
  return { name: colorName(rgb), hex: rgbToHex(rgb), rgb, hsl: roundedHsl(rgb) };
}

/**
 * A palette of `count` colours of `type` around `baseColor` (six hex digits, `#` optional). The
 * base colour always comes first, exactly as given; `random` is injectable for tests.
 */
export function generatePalette(
  baseColor: string,
  paletteType: PaletteType,
  count: number,
  random: () => number = Math.random,
): PaletteResponse {
  const baseRgb = hexToRgb(baseColor);
  const base = rgbToHsl(baseRgb);
  const [, ...others] = hslsFor(paletteType, base, count, random);
  const first: PaletteColor = { name: colorName(baseRgb), hex: rgbToHex(baseRgb), rgb: baseRgb, hsl: roundedHsl(baseRgb) };
  return { baseColor: rgbToHex(baseRgb), paletteType, count, colors: [first, ...others.map(describeColor)] };
}
