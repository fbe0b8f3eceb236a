import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Excel in Italian reads `;` as the separator and needs the BOM to take the file as UTF-8. */
const SEPARATOR = ';';
const BOM = '\uFEFF';
const LINE_END = '\r\n';

/**
 * One cell: quoted when it holds the separator, a quote or a line break; and a text that a
 * spreadsheet would run as a formula (= + - @, or a tab or carriage return first) is prefixed with
 * an apostrophe, as OWASP advises against CSV injection: a visitor's message must stay text.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return cells.map(csvCell).join(SEPARATOR) + LINE_END;
}

/**
 * Sends a CSV file made from `rows`, a page at a time as they are read, so an export of 100,000
 * rows never sits in memory whole.
 */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  header: readonly string[],
  rows: AsyncIterable<ReadonlyArray<ReadonlyArray<string | number | boolean | null | undefined>>>,
): FastifyReply {
  async function* lines() {
    yield BOM + csvLine(header);
    for await (const page of rows) yield page.map(csvLine).join('');
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(Readable.from(lines()));
}
