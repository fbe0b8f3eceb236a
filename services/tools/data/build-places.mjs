#!/usr/bin/env node
// Rebuilds belfiore-places.json (see README.md):
//   node services/tools/data/build-places.mjs
// The comuni come from ANPR's archive shipped beside this file, the foreign states from ANPR's table of states shipped
// beside it; two npm packages (fetched with `npm pack` at the exact versions below) give the writing of today's names
// and the other names of foreign states.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readArchive } from './anpr-archive.mjs';
import { istatNames, readDated } from './dated-package.mjs';
import { foreignStates } from './foreign-states.mjs';
import { italianCase, key } from './italian-names.mjs';

export const DATED = '@marketto/belfiore-connector-embedded@1.2.1';
export const NAMED = 'codice-fiscale-js@2.4.0';
const OUTPUT = fileURLToPath(new URL('./belfiore-places.json', import.meta.url));

function unpack(spec, into) {
  const file = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', into], { encoding: 'utf8' }).trim().split('\n').pop();
  const folder = join(into, key(spec).replace(/ /g, '-'));
  execFileSync('mkdir', ['-p', folder]);
  execFileSync('tar', ['xzf', join(into, file), '-C', folder]);
  return join(folder, 'package');
}

const dayAfter = (iso) => new Date(Date.parse(iso) + 86_400_000).toISOString().slice(0, 10);

/**
 * Rows of one code with the same name, province and kind whose dates follow one another become one row (ANPR starts a
 * new row when the ISTAT code or the prefecture changes); a gap (a comune suppressed and re-established) stays.
 */
function mergeRows(rows) {
  const sameRow = (a, b) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[5] === b[5];
  const sorted = [...rows].sort((a, b) => a[0].localeCompare(b[0]) || a[2].localeCompare(b[2]) || a[1].localeCompare(b[1]) || a[3].localeCompare(b[3]));
  const out = [];
  for (const row of sorted) {
    const last = out.at(-1);
    if (last && sameRow(last, row) && last[4] && dayAfter(last[4]) === row[3]) last[4] = row[4];
    else out.push([...row]);
  }
  return out;
}

/** German particles of South Tyrol's names («Eppan an der Weinstraße»), kept in lower case like the Italian ones. */
const GERMAN_PARTICLES = ['an', 'am', 'im', 'auf', 'der', 'bei'];

/** An official name in another language that says more than a part of the Italian one («Bozen», not «Doberdob»). */
function otherLanguageName(row) {
  const other = row.otherName;
  if (!other || other.startsWith('COMUNE DI ')) return null;
  const parts = row.name.split(/\s*[-/]\s*/).map(key);
  return parts.includes(key(other)) || key(other) === key(row.name) ? null : italianCase(other, GERMAN_PARTICLES);
}

/** Rows [code, province, name, from, to, other]: `other` 1 marks a name in another official language. */
function comuni(istat) {
  const display = (upper) => istat.get(key(upper)) ?? italianCase(upper);
  const rows = [];
  for (const row of readArchive()) {
    rows.push([row.code, row.province, display(row.name), row.from, row.to]);
    const other = otherLanguageName(row);
    if (other) rows.push([row.code, row.province, other, row.from, row.to, 1]);
  }
  return mergeRows(rows);
}

function build() {
  const folder = mkdtempSync(join(tmpdir(), 'belfiore-'));
  try {
    const dated = readDated(unpack(DATED, folder));
    const places = [...comuni(istatNames(dated)), ...foreignStates(dated, unpack(NAMED, folder))];
    const unique = new Map(places.map((row) => [row.join('|'), row]));
    return [...unique.values()].sort((a, b) => key(a[2]).localeCompare(key(b[2])) || a[0].localeCompare(b[0]) || a[3].localeCompare(b[3]));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const places = build();
  const lines = ['{', `"sources": ${JSON.stringify(['ANPR_archivio_comuni.csv', 'anpr-stati-esteri.json', DATED, NAMED])},`, '"places": ['];
  lines.push(places.map((row) => JSON.stringify(row)).join(',\n'), ']', '}');
  writeFileSync(OUTPUT, `${lines.join('\n')}\n`);
  console.log(`${places.length} rows over ${new Set(places.map((row) => row[0])).size} codes -> ${OUTPUT}`);
}
