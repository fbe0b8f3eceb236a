/** Colour spaces for the palette (page and tools service) and the QR colours: pure, no schema code. */
import type { Hsl, Rgb } from '../tools/palette.js';

/** `#3b82f6` or `3B82F6` → {r: 59, g: 130, b: 246}. The caller has checked the six hex digits. */
/**
 * Six hex digits, upper case, without «#»: the short form of CSS is widened («#fff» is FFFFFF,
 * «3bf» is 33BBFF), as designers and CSS write white and black.
 */
export function fullHexDigits(hex: string): string {
  const digits = hex.trim().replace(/^#/, '').toUpperCase();
  return digits.length === 3 ? digits.replace(/./g, (digit) => digit + digit) : digits;
}

export function hexToRgb(hex: string): Rgb {
  const digits = fullHexDigits(hex);
  return {
    r: parseInt(digits.slice(0, 2), 16),
    g: parseInt(digits.slice(2, 4), 16),
    b: parseInt(digits.slice(4, 6), 16),
  };
}

export function rgbToHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/** Hue in degrees [0, 360), saturation and lightness in percent, unrounded. */
export function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  if (chroma === 0) return { h: 0, s: 0, l: lightness * 100 };
  const saturation = chroma / (1 - Math.abs(2 * lightness - 1));
  let hue: number;
  if (max === red) hue = ((green - blue) / chroma) % 6;
  else if (max === green) hue = (blue - red) / chroma + 2;
  else hue = (red - green) / chroma + 4;
  return { h: normalizeHue(hue * 60), s: saturation * 100, l: lightness * 100 };
}

/** HSL (hue in degrees, saturation and lightness in percent) → integer RGB. */
export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const saturation = clamp(s, 0, 100) / 100;
  const lightness = clamp(l, 0, 100) / 100;
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const sector = normalizeHue(h) / 60;
  const second = chroma * (1 - Math.abs((sector % 2) - 1));
  const [red, green, blue] =
    sector < 1 ? [chroma, second, 0]
    : sector < 2 ? [second, chroma, 0]
    : sector < 3 ? [0, chroma, second]
    : sector < 4 ? [0, second, chroma]
    : sector < 5 ? [second, 0, chroma]
    : [chroma, 0, second];
  const offset = lightness - chroma / 2;
  const channel = (value: number) => clamp(Math.round((value + offset) * 255), 0, 255);
  return { r: channel(red), g: channel(green), b: channel(blue) };
}

/** numerator ÷ denominator (integers, denominator > 0) rounded half away from zero, with no binary division to miss a tie. */
function roundRatio(numerator: number, denominator: number): number {
  const whole = Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator));
  return numerator < 0 ? -whole : whole;
}

/**
 * The HSL a page shows: whole degrees and whole percent, halves away from zero. Each of the three is a fraction of
 * integer channels, rounded as that fraction: in floating point rgb(92, 100, 97) has hue 157.49999999999997, not 157.5.
 */
export function roundedHsl({ r, g, b }: Rgb): Hsl {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  const l = roundRatio(100 * (max + min), 2 * 255);
  if (chroma === 0) return { h: 0, s: 0, l };
  const s = roundRatio(100 * chroma, 255 - Math.abs(max + min - 255));
  const [sector, offset] = max === r ? [0, g - b] : max === g ? [2, b - r] : [4, r - g];
  const turn = 360 * chroma;
  const hueTimesChroma = (((60 * (sector * chroma + offset)) % turn) + turn) % turn;
  return { h: roundRatio(hueTimesChroma, chroma) % 360, s, l };
}

export function normalizeHue(degrees: number): number {
  return ((degrees % 360) + 360) % 360;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Smallest angle between two hues, in degrees [0, 180]. */
export function hueDistance(a: number, b: number): number {
  const difference = Math.abs(normalizeHue(a) - normalizeHue(b));
  return Math.min(difference, 360 - difference);
}
