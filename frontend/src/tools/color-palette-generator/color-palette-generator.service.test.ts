import fc from 'fast-check';
import { PALETTE_TYPES } from '@orbita/proto-types/enums';
import { formatHsl, formatRgb, paletteOf, PRESET_COLORS, readableTextOn } from './color-palette-generator.service';

const BAD_COLOUR = 'Il campo «Colore base» deve essere un colore esadecimale di 6 cifre (o 3, come #fff), con o senza #, come #3B82F6';

describe('colour palette generator', () => {
  it('draws the palette in the page, base colour first, with or without #, in either case', () => {
    const outcome = paletteOf('#3B82F6', 'triadic', 5);
    expect(outcome).toMatchObject({ palette: { baseColor: '#3B82F6', paletteType: 'triadic', count: 5 } });
    const { colors } = (outcome as { palette: { colors: Array<{ hex: string; name: string }> } }).palette;
    expect(colors).toHaveLength(5);
    expect(colors[0]).toEqual({ name: 'Azzurro', hex: '#3B82F6', rgb: { r: 59, g: 130, b: 246 }, hsl: { h: 217, s: 91, l: 60 } });
    expect(paletteOf(' 3b82f6 ', 'triadic', 5)).toEqual(outcome);
  });

  it('asks for a base colour when the box is empty, and names a malformed one by its label', () => {
    expect(paletteOf('  ', 'random', 5)).toEqual({ error: 'Seleziona un colore base' });
    expect(paletteOf('#3B82F', 'random', 5)).toEqual({ error: BAD_COLOUR });
    expect(paletteOf('blu', 'random', 3)).toEqual({ error: BAD_COLOUR });
  });

  it('gives every type and count its colours, a random one too, from any six hex digits', () => {
    const hex = fc.stringMatching(/^#?[0-9a-fA-F]{6}$/);
    fc.assert(
      fc.property(hex, fc.constantFrom(...PALETTE_TYPES), fc.integer({ min: 3, max: 10 }), (color, type, count) => {
        const outcome = paletteOf(color, type, count);
        if (!('palette' in outcome)) throw new Error(`no palette for ${color}`);
        expect(outcome.palette.colors).toHaveLength(count);
        expect(outcome.palette.colors[0]!.hex).toBe(`#${color.replace('#', '').toUpperCase()}`);
        for (const swatch of outcome.palette.colors) expect(swatch.hex).toMatch(/^#[0-9A-F]{6}$/);
      }),
    );
  });

  it('draws a random palette from the random numbers it is given', () => {
    const fixed = () => 0.5;
    expect(paletteOf('#3B82F6', 'random', 4, fixed)).toEqual(paletteOf('#3B82F6', 'random', 4, fixed));
  });

  it('offers 15 distinct presets', () => {
    expect(new Set(PRESET_COLORS.map((preset) => preset.hex)).size).toBe(15);
  });

  it('formats RGB and HSL and picks a readable text colour', () => {
    expect(formatRgb({ r: 59, g: 130, b: 246 })).toBe('rgb(59, 130, 246)');
    expect(formatHsl({ h: 217.2, s: 91.2, l: 59.8 })).toBe('hsl(217, 91%, 60%)');
    expect(readableTextOn({ r: 255, g: 255, b: 0 })).toBe('#000000');
    expect(readableTextOn({ r: 30, g: 64, b: 175 })).toBe('#ffffff');
  });
});
