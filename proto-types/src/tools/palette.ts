/** Colour palettes (`POST /api/generate-palette`). */
import { Type, type Static } from 'typebox';
import { CHOICE_LABELS, StringEnum } from '../common.js';
import { PALETTE_TYPES, PALETTE_TYPE_LABELS } from '../enums.js';

export const PaletteRequest = Type.Object({
  baseColor: Type.String({ pattern: '^#?([0-9a-fA-F]{3}){1,2}$', title: 'Colore base' }),
  paletteType: StringEnum(PALETTE_TYPES, { title: 'Tipo di palette', [CHOICE_LABELS]: PALETTE_TYPE_LABELS }),
  count: Type.Integer({ minimum: 3, maximum: 10, title: 'Numero di colori' }),
});
export type PaletteRequest = Static<typeof PaletteRequest>;

export const Rgb = Type.Object({ r: Type.Integer(), g: Type.Integer(), b: Type.Integer() });
export type Rgb = Static<typeof Rgb>;
export const Hsl = Type.Object({ h: Type.Number(), s: Type.Number(), l: Type.Number() });
export type Hsl = Static<typeof Hsl>;

export const PaletteColor = Type.Object({
  name: Type.String(),
  hex: Type.String(),
  rgb: Rgb,
  hsl: Hsl,
});
export type PaletteColor = Static<typeof PaletteColor>;

export const PaletteResponse = Type.Object({
  baseColor: Type.String(),
  paletteType: StringEnum(PALETTE_TYPES),
  count: Type.Integer(),
  colors: Type.Array(PaletteColor),
});
export type PaletteResponse = Static<typeof PaletteResponse>;
