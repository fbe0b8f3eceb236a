import type { Rgb } from '../tools/palette.js';
import { hexToRgb } from './color-space.js';

/** Italian names of common colours, spread over the whole wheel and the greys. */
const NAMED_COLORS: ReadonlyArray<readonly [string, string]> = [
  ['Nero', '#000000'],
  ['Antracite', '#293133'],
  ['Grigio ardesia', '#708090'],
  ['Grigio', '#808080'],
  ['Grigio chiaro', '#C0C0C0'],
  ['Bianco fumo', '#F5F5F5'],
  ['Bianco', '#FFFFFF'],
  ['Avorio', '#FFFFF0'],
  ['Crema', '#FFFDD0'],
  ['Beige', '#F5F5DC'],
  ['Sabbia', '#C2B280'],
  ['Marrone', '#8B4513'],
  ['Cioccolato', '#5C3317'],
  ['Terra di Siena', '#A0522D'],
  ['Nocciola', '#A67B5B'],
  ['Bordeaux', '#800020'],
  ['Rosso scuro', '#8B0000'],
  ['Rosso', '#FF0000'],
  ['Cremisi', '#DC143C'],
  ['Rosso pomodoro', '#FF6347'],
  ['Corallo', '#FF7F50'],
  ['Salmone', '#FA8072'],
  ['Pesca', '#FFDAB9'],
  ['Arancione', '#FFA500'],
  ['Arancione scuro', '#FF8C00'],
  ['Zucca', '#FF7518'],
  ['Ambra', '#FFBF00'],
  ['Oro', '#FFD700'],
  ['Senape', '#E1AD01'],
  ['Ocra', '#CC7722'],
  ['Giallo', '#FFFF00'],
  ['Giallo limone', '#FFF44F'],
  ['Giallo paglierino', '#F0E68C'],
  ['Verde oliva', '#808000'],
  ['Verde lime', '#32CD32'],
  ['Verde prato', '#7CFC00'],
  ['Verde', '#008000'],
  ['Verde bosco', '#228B22'],
  ['Verde scuro', '#006400'],
  ['Verde smeraldo', '#50C878'],
  ['Verde menta', '#98FF98'],
  ['Verde salvia', '#9CAF88'],
  ['Verde acqua', '#00A693'],
  ['Verde petrolio', '#005F6A'],
  ['Turchese', '#40E0D0'],
  ['Ciano', '#00FFFF'],
  ['Celeste', '#B2FFFF'],
  ['Azzurro', '#007FFF'],
  ['Azzurro cielo', '#87CEEB'],
  ['Azzurro polvere', '#B0E0E6'],
  ['Blu acciaio', '#4682B4'],
  ['Blu fiordaliso', '#6495ED'],
  ['Blu reale', '#4169E1'],
  ['Blu cobalto', '#0047AB'],
  ['Blu', '#0000FF'],
  ['Blu zaffiro', '#0F52BA'],
  ['Blu oltremare', '#120A8F'],
  ['Blu marino', '#000080'],
  ['Blu notte', '#191970'],
  ['Indaco', '#4B0082'],
  ['Viola', '#8F00FF'],
  ['Ametista', '#9966CC'],
  ['Lavanda', '#E6E6FA'],
  ['Lilla', '#C8A2C8'],
  ['Glicine', '#C9A0DC'],
  ['Malva', '#E0B0FF'],
  ['Prugna', '#8E4585'],
  ['Melanzana', '#614051'],
  ['Porpora', '#800080'],
  ['Magenta', '#FF00FF'],
  ['Fucsia', '#F400A1'],
  ['Ciclamino', '#D6336C'],
  ['Rosa shocking', '#FC0FC0'],
  ['Rosa', '#FFC0CB'],
  ['Rosa antico', '#C08081'],
  ['Rosa confetto', '#F4C2C2'],
  ['Lampone', '#E30B5C'],
];

interface Lab {
  l: number;
  a: number;
  b: number;
}

/** sRGB (D65) → CIE L*a*b*, where plain distance follows what the eye sees far better than RGB. */
export function rgbToLab({ r, g, b }: Rgb): Lab {
  const linear = [r, g, b].map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const [red, green, blue] = linear;
  const x = (0.4124 * red + 0.3576 * green + 0.1805 * blue) / 0.95047;
  const y = 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  const z = (0.0193 * red + 0.1192 * green + 0.9505 * blue) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (t * 24389) / 27 / 116 + 16 / 116);
  return { l: 116 * f(y) - 16, a: 500 * (f(x) - f(y)), b: 200 * (f(y) - f(z)) };
}

const NAMED_LAB = NAMED_COLORS.map(([name, hex]) => ({ name, lab: rgbToLab(hexToRgb(hex)) }));

/** The Italian name of the listed colour nearest to `rgb` (CIE76 distance). */
export function colorName(rgb: Rgb): string {
  const lab = rgbToLab(rgb);
  let best = NAMED_LAB[0]!;
  let bestDistance = Infinity;
  for (const named of NAMED_LAB) {
    const distance = (named.lab.l - lab.l) ** 2 + (named.lab.a - lab.a) ** 2 + (named.lab.b - lab.b) ** 2;
    if (distance < bestDistance) {
      best = named;
      bestDistance = distance;
    }
  }
  return best.name;
}
