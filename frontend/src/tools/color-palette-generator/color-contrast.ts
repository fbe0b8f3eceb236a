import type { Rgb } from '@orbita/proto-types';

/** WCAG 2.x relative luminance of an sRGB colour. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Contrast ratio between two colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export type WcagLevel = 'AAA' | 'AA' | 'AA testo grande' | 'Insufficiente';

/** The level normal text reaches (AA 4.5:1, AAA 7:1); 3:1 is enough only for large text. */
export function wcagLevel(ratio: number): WcagLevel {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA testo grande';
  return 'Insufficiente';
}

/**
 * The ratio as shown beside its badge, cut (not rounded) to a tenth: 4.46 reads 4,4:1, so a figure never reaches
 * a threshold the exact ratio, which earns the badge, does not.
 */
export function shownRatio(ratio: number): number {
  return Math.floor(ratio * 10) / 10;
}

export const WHITE: Rgb = { r: 255, g: 255, b: 255 };
export const BLACK: Rgb = { r: 0, g: 0, b: 0 };
