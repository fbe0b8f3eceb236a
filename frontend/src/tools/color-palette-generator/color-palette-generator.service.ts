import type { Hsl, PaletteResponse, Rgb } from '@orbita/proto-types';
import type { PaletteType } from '@orbita/proto-types/enums';
import { generatePalette } from '@orbita/proto-types/palette';
import { choiceParam, hexColorParam, integerParam } from '../../lib/url-state/params';
import type { UrlSchema } from '../../lib/url-state/use-url-state';

export const DEFAULT_BASE_COLOR = '#3B82F6';
export const DEFAULT_PALETTE_TYPE: PaletteType = 'complementary';
export const COLOR_COUNT = { min: 3, max: 10, default: 5 } as const;

export { PALETTE_TYPE_LABELS } from '@orbita/proto-types/enums';

export const PRESET_COLORS: ReadonlyArray<{ hex: string; name: string }> = [
  { hex: '#3B82F6', name: 'Blu' },
  { hex: '#EF4444', name: 'Rosso' },
  { hex: '#10B981', name: 'Smeraldo' },
  { hex: '#F59E0B', name: 'Ambra' },
  { hex: '#8B5CF6', name: 'Viola' },
  { hex: '#EC4899', name: 'Rosa' },
  { hex: '#06B6D4', name: 'Ciano' },
  { hex: '#84CC16', name: 'Lime' },
  { hex: '#F97316', name: 'Arancione' },
  { hex: '#6366F1', name: 'Indaco' },
  { hex: '#14B8A6', name: 'Verde acqua' },
  { hex: '#A855F7', name: 'Porpora' },
  { hex: '#64748B', name: 'Ardesia' },
  { hex: '#0EA5E9', name: 'Azzurro' },
  { hex: '#E11D48', name: 'Cremisi' },
];

export const NO_BASE_COLOR = 'Seleziona un colore base';
/** Said in the page, with the field's label, before anything is sent. */
export const BAD_BASE_COLOR = 'Il campo «Colore base» deve essere un colore esadecimale di 6 cifre (o 3, come #fff), con o senza #, come #3B82F6';

/**
 * The palette of the settings, or what to fix in the field. The page draws it with the module the service's
 * `POST /api/generate-palette` uses, so both give the same colours, names and HSL; `random` only for tests.
 */
export function paletteOf(
  baseColor: string,
  paletteType: PaletteType,
  count: number,
  random: () => number = Math.random,
): { palette: PaletteResponse } | { error: string } {
  const trimmed = baseColor.trim();
  if (!trimmed) return { error: NO_BASE_COLOR };
  if (!/^#?([0-9a-fA-F]{3}){1,2}$/.test(trimmed)) return { error: BAD_BASE_COLOR };
  const colors = Number.isFinite(count) ? Math.min(COLOR_COUNT.max, Math.max(COLOR_COUNT.min, Math.round(count))) : COLOR_COUNT.default;
  return { palette: generatePalette(trimmed.replace(/^#/, ''), paletteType, colors, random) };
}

export function formatRgb({ r, g, b }: Rgb): string {
  return `rgb(${r}, ${g}, ${b})`;
}

export function formatHsl({ h, s, l }: Hsl): string {
  return `hsl(${Math.round(h)}, ${Math.round(s)}%, ${Math.round(l)}%)`;
}

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
export function readableTextOn({ r, g, b }: Rgb): '#000000' | '#ffffff' {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

export interface PaletteForm {
  baseColor: string;
  paletteType: PaletteType;
  count: number;
}

export const DEFAULT_PALETTE_FORM: PaletteForm = {
  baseColor: DEFAULT_BASE_COLOR,
  paletteType: DEFAULT_PALETTE_TYPE,
  count: COLOR_COUNT.default,
};

/** `/tools/color-palette-generator?colore=10B981&tipo=triadica&colori=6`. */
export const PALETTE_URL: UrlSchema<PaletteForm> = {
  baseColor: ['colore', hexColorParam],
  paletteType: [
    'tipo',
    choiceParam(
      new Map<PaletteType, string>([
        ['complementary', 'complementare'],
        ['analogous', 'analoga'],
        ['triadic', 'triadica'],
        ['monochromatic', 'monocromatica'],
        ['split-complementary', 'complementare-divisa'],
        ['random', 'casuale'],
      ]),
    ),
  ],
  count: ['colori', integerParam(COLOR_COUNT)],
};
