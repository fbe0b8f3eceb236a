import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Excel in Italian reads `;` as the separator and needs the BOM to take the file as UTF-8. */
const SEPARATOR = ';';
const BOM = '\uFEFF';
const LINE_END = '\r\n';

/**
 * What any common reader may take as the separator (`;` for Excel in Italian, `,` for Excel in
 * English, LibreOffice and Google Sheets, a tab when pasted), a quote or a line break: a cell that
 * holds one is quoted, so a reader that honours quotes keeps it whole whichever it splits on.
 */
const SPLITS = /[;,\t"\r\n]/;
/**
 * A formula sign at the start of the cell, or at the start of any part a reader could split off
 * (after a separator or a quote, past spaces): a reader that splits without regard for quotes
 * finds a cell there.
 */
const FORMULA_START = /((?:^|[;,\t"\r\n])[^\S\t\r\n]*)(?=[=+\-@])|^(?=[\t\r])/g;

/**
 * One cell: a text that a spreadsheet would run as a formula (= + - @, or a tab or carriage return
 * first), in the cell or in any part of it, gets an apostrophe before it, as OWASP advises against
 * CSV injection: a visitor's message must stay text. Numbers are written as they are.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string') text = text.replace(FORMULA_START, "$1'");
  return SPLITS.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const ROME_DATE_TIME = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant as Italians read it and as Excel in Italian takes it for a date: «26/11/2026 09:05:03»,
 * the Italian time of that day (summer or winter), not the UTC of an ISO string.
 */
export function csvDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return ROME_DATE_TIME.format(date).replace(',', '');
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
