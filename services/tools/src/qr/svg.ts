import type { BitMatrix } from 'qrcode';

/**
 * The dark modules as one path of horizontal runs, each a stroke one module thick along the
 * middle of its row (the drawing the qrcode package makes, from a symbol already built).
 */
function darkRuns(modules: BitMatrix, margin: number): string {
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (modules.get(row, column) !== 1) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column) === 1) column += 1;
      parts.push(`M${start + margin} ${row + margin + 0.5}h${column - start}`);
    }
  }
  return parts.join('');
}

/** The symbol as an SVG `width` pixels wide, with `margin` modules of quiet zone in the background colour. */
export function symbolSvg(modules: BitMatrix, options: { width: number; margin: number; dark: string; light: string }): string {
  const total = modules.size + 2 * options.margin;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${options.width}" height="${options.width}" ` +
    `viewBox="0 0 ${total} ${total}" shape-rendering="crispEdges">` +
    `<path fill="${options.light}" d="M0 0h${total}v${total}H0z"/>` +
    `<path stroke="${options.dark}" d="${darkRuns(modules, options.margin)}"/></svg>\n`
  );
}
