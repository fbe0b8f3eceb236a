import fc from 'fast-check';
import { fullHexDigits, hexToRgb, hslToRgb, hueDistance, rgbToHex, rgbToHsl, roundedHsl } from './color-space.js';

describe('colour conversions', () => {
  it('reads hex with or without # in either case', () => {
    expect(hexToRgb('#3B82F6')).toEqual({ r: 59, g: 130, b: 246 });
    expect(hexToRgb('3b82f6')).toEqual({ r: 59, g: 130, b: 246 });
    expect(rgbToHex({ r: 59, g: 130, b: 246 })).toBe('#3B82F6');
  });

  it.each([
    ['#FF0000', { h: 0, s: 100, l: 50 }],
    ['#00FF00', { h: 120, s: 100, l: 50 }],
    ['#0000FF', { h: 240, s: 100, l: 50 }],
    ['#FFFFFF', { h: 0, s: 0, l: 100 }],
    ['#000000', { h: 0, s: 0, l: 0 }],
    ['#808080', { h: 0, s: 0, l: 50 }],
    ['#3B82F6', { h: 217, s: 91, l: 60 }],
  ])('gives %s the HSL a colour picker shows', (hex, hsl) => {
    expect(roundedHsl(hexToRgb(hex))).toEqual(hsl);
  });

  it.each([
    // Exact ties, worked by hand: hue 120 + 60 × (97 − 92) ÷ 8 = 157.5; 60 × 5 ÷ 120 + 120 = 122.5; saturation 100 × 2 ÷ 80 = 2.5 %.
    [{ r: 92, g: 100, b: 97 }, { h: 158, s: 4, l: 38 }],
    [{ r: 0, g: 120, b: 5 }, { h: 123, s: 100, l: 24 }],
    [{ r: 0, g: 120, b: 85 }, { h: 163, s: 100, l: 24 }],
    [{ r: 41, g: 40, b: 39 }, { h: 30, s: 3, l: 16 }],
    [{ r: 255, g: 0, b: 1 }, { h: 0, s: 100, l: 50 }], // 359.76° wraps to 0°
  ])('rounds an exact half of %o away from zero: %o', (rgb, hsl) => {
    expect(roundedHsl(rgb)).toEqual(hsl);
  });

  it('agrees with rounding the unrounded HSL wherever it is not a tie', () => {
    const disagreements: string[] = [];
    for (let r = 0; r < 256; r += 7) {
      for (let g = 0; g < 256; g += 5) {
        for (let b = 0; b < 256; b += 3) {
          const exact = rgbToHsl({ r, g, b });
          const rounded = roundedHsl({ r, g, b });
          for (const key of ['h', 's', 'l'] as const) {
            const tie = Math.abs((exact[key] % 1) - 0.5) < 1e-9;
            const expected = key === 'h' ? Math.round(exact.h) % 360 : Math.round(exact[key]);
            if (!tie && rounded[key] !== expected) disagreements.push(`${r},${g},${b} ${key}`);
          }
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('round-trips every 11th RGB colour through HSL exactly', () => {
    for (let r = 0; r < 256; r += 11) {
      for (let g = 0; g < 256; g += 11) {
        for (let b = 0; b < 256; b += 11) {
          expect(hslToRgb(rgbToHsl({ r, g, b }))).toEqual({ r, g, b });
        }
      }
    }
  });

  it('misses a colour by at most 5 units per channel going back from whole-unit HSL, as rgb(2, 228, 230) does', () => {
    const miss = (rgb: { r: number; g: number; b: number }) => {
      const back = hslToRgb(roundedHsl(rgb));
      return Math.max(Math.abs(back.r - rgb.r), Math.abs(back.g - rgb.g), Math.abs(back.b - rgb.b));
    };
    expect(miss({ r: 2, g: 228, b: 230 })).toBe(5);
    const channel = fc.integer({ min: 0, max: 255 });
    fc.assert(fc.property(fc.record({ r: channel, g: channel, b: channel }), (rgb) => miss(rgb) <= 5), { numRuns: 20_000 });
  });

  it('round-trips hex through RGB', () => {
    for (const hex of ['#000000', '#FFFFFF', '#123456', '#ABCDEF', '#F0E68C']) {
      expect(rgbToHex(hexToRgb(hex))).toBe(hex);
    }
  });

  it('measures hue distance around the wheel', () => {
    expect(hueDistance(350, 10)).toBe(20);
    expect(hueDistance(0, 180)).toBe(180);
    expect(hueDistance(-30, 330)).toBe(0);
  });
});

describe('fullHexDigits', () => {
  it('widens the short form and keeps the long one, in upper case without «#»', () => {
    expect(fullHexDigits('#fff')).toBe('FFFFFF');
    expect(fullHexDigits('3bf')).toBe('33BBFF');
    expect(fullHexDigits(' #3b82f6 ')).toBe('3B82F6');
  });

  it('gives the same colour for a short form as for its widened long form', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{3}$/), (short) => {
        const long = [...short].map((digit) => digit + digit).join('');
        expect(hexToRgb(`#${short}`)).toEqual(hexToRgb(long));
      }),
    );
  });
});
