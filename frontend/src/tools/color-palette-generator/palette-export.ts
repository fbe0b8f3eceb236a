import type { PaletteResponse } from '@orbita/proto-types';

export type ExportFormat = 'css' | 'json' | 'tailwind';

export const EXPORT_FORMATS: ReadonlyArray<{ format: ExportFormat; label: string; file: string; type: string }> = [
  { format: 'css', label: 'CSS', file: 'palette.css', type: 'text/css' },
  { format: 'json', label: 'JSON', file: 'palette.json', type: 'application/json' },
  { format: 'tailwind', label: 'Tailwind', file: 'tailwind.palette.js', type: 'text/javascript' },
];

/** Custom properties on :root, one per colour, numbered in the palette's order. */
export function toCss(palette: PaletteResponse): string {
  const lines = palette.colors.map((color, index) => `  --palette-${index + 1}: ${color.hex}; /* ${color.name} */`);
  return `:root {\n${lines.join('\n')}\n}\n`;
}

export function toJson(palette: PaletteResponse): string {
  const colors = palette.colors.map(({ name, hex, rgb, hsl }) => ({ name, hex, rgb, hsl }));
  return `${JSON.stringify({ baseColor: palette.baseColor, paletteType: palette.paletteType, colors }, null, 2)}\n`;
}

/** A fragment for tailwind.config.js: `bg-palette-1`, `text-palette-2`… */
export function toTailwind(palette: PaletteResponse): string {
  const entries = palette.colors.map((color, index) => `          ${index + 1}: '${color.hex}',`);
  return `// tailwind.config.js\nexport default {\n  theme: {\n    extend: {\n      colors: {\n        palette: {\n${entries.join('\n')}\n        },\n      },\n    },\n  },\n};\n`;
}

export function exportPalette(palette: PaletteResponse, format: ExportFormat): string {
  return { css: toCss, json: toJson, tailwind: toTailwind }[format](palette);
}
