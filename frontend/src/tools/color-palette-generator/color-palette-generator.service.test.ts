import {
  formatHsl,
  formatRgb,
  PRESET_COLORS,
  readableTextOn,
  toPaletteRequest,
} from './color-palette-generator.service';

describe('colour palette generator', () => {
  it('sends the base colour without #', () => {
    expect(toPaletteRequest('#3B82F6', 'triadic', 5)).toEqual({
      request: { baseColor: '3B82F6', paletteType: 'triadic', count: 5 },
    });
  });

  it('asks for a base colour when the box is empty', () => {
    expect(toPaletteRequest('  ', 'random', 5)).toEqual({ invalid: 'Seleziona un colore base' });
    expect(toPaletteRequest('#3B82F', 'random', 5)).toEqual({
      invalid: 'Il campo «Colore base» deve essere un colore esadecimale di 6 cifre, con o senza #, come #3B82F6',
    });
  });

  it('checks the format of the colour in the page, naming the field by its label', () => {
    expect(toPaletteRequest('blu', 'random', 3)).toEqual({
      invalid: 'Il campo «Colore base» deve essere un colore esadecimale di 6 cifre, con o senza #, come #3B82F6',
    });
    expect(toPaletteRequest('10b981', 'random', 3)).toEqual({ request: { baseColor: '10b981', paletteType: 'random', count: 3 } });
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
