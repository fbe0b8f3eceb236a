// Reads ANPR's archive of comuni (see README.md): the file as ANPR published it, then the rows ANPR published after it,
// each of which replaces the row of the same ID or adds one. Used by build-places.mjs and by the tools service's tests.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ARCHIVE = fileURLToPath(new URL('./ANPR_archivio_comuni.csv', import.meta.url));
export const LATER_ROWS = fileURLToPath(new URL('./ANPR_archivio_comuni-2024.csv', import.meta.url));

/** One CSV line as ANPR writes it: fields in double quotes (some numbers bare), commas between, "" for a quote. */
function fields(line) {
  const out = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const character = line[i];
    if (character === '"' && quoted && line[i + 1] === '"') {
      current += '"';
      i++;
    } else if (character === '"') quoted = !quoted;
    else if (character === ',' && !quoted) {
      out.push(current);
      current = '';
    } else current += character;
  }
  out.push(current);
  return out;
}

/** The rows of one file as objects keyed by ANPR's column names. */
export function readCsv(file) {
  const [header, ...lines] = readFileSync(file, 'utf8').replace(/^\uFEFF/, '').split(/\r?\n/).filter(Boolean);
  const columns = fields(header);
  return lines.map((line) => Object.fromEntries(fields(line).map((value, i) => [columns[i], value])));
}

/**
 * Every row of the archive with the later rows applied: `{ id, code, name, otherName, province, from, to }`, dates ISO
 * (`to` '' while the row is in force: ANPR writes 9999-12-31). Rows without a Belfiore code (ANPR's «ND») are left out.
 */
export function readArchive(files = [ARCHIVE, LATER_ROWS]) {
  const byId = new Map();
  for (const file of files) for (const row of readCsv(file)) byId.set(row.ID, row);
  return [...byId.values()]
    .filter((row) => /^[A-Z]\d{3}$/.test(row.CODCATASTALE))
    .map((row) => ({
      id: row.ID,
      code: row.CODCATASTALE,
      name: row.DENOMINAZIONE_IT,
      otherName: row.ALTRADENOMINAZIONE,
      province: row.SIGLAPROVINCIA,
      from: row.DATAISTITUZIONE,
      to: row.DATACESSAZIONE.startsWith('9999') ? '' : row.DATACESSAZIONE,
    }));
}
