#!/usr/bin/env node
// Rebuilds belfiore-places.json from two npm packages (see README.md):
//   node services/tools/data/build-places.mjs
// It runs `npm pack` for the exact versions below into a temporary folder, reads their data files and writes the JSON.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fixMojibake, italianCase, key } from './italian-names.mjs';

export const DATED = '@marketto/belfiore-connector-embedded@1.2.1';
export const NAMED = 'codice-fiscale-js@2.4.0';
const OUTPUT = fileURLToPath(new URL('./belfiore-places.json', import.meta.url));

/**
 * Names the packages lack, each as written in a registry row: [code, province, name, source].
 * The seven official bilingual names of Friuli-Venezia Giulia and one of Trentino, as ANPR's archive of comuni
 * writes them since 2009 (DENOMINAZIONE_IT; the packages keep only the Italian half); the foreign states under the
 * names the Agenzia delle Entrate's list of Z codes gives them today.
 */
const ADDED_NAMES = [
  ['D312', 'GO', 'Doberdò del Lago-Doberdob', 'ANPR'],
  ['D383', 'TS', 'Duino Aurisina-Devin Nabrežina', 'ANPR'],
  ['F378', 'TS', 'Monrupino-Repentabor', 'ANPR'],
  ['D324', 'TS', 'San Dorligo della Valle-Dolina', 'ANPR'],
  ['H845', 'GO', 'San Floriano del Collio-Števerjan', 'ANPR'],
  ['I479', 'GO', "Savogna d'Isonzo-Sovodnje ob Soči", 'ANPR'],
  ['I715', 'TS', 'Sgonico-Zgonik', 'ANPR'],
  ['M390', 'TN', 'San Giovanni di Fassa-Sèn Jan', 'ANPR'],
  ['Z518', 'EE', 'Porto Rico', 'Agenzia delle Entrate'],
  ['Z242', 'EE', 'Timor Orientale', 'Agenzia delle Entrate'],
  ['Z242', 'EE', 'Timor Est', 'Agenzia delle Entrate'],
];

/** Provinces founded after 1945 whose comuni the dated package dates from the founding (checked against ANPR's rows). */
const PROVINCES_FOUNDED = { PN: '1968-04-06', IS: '1970-03-03', OR: '1974-08-20' };

function unpack(spec, into) {
  const file = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', into], { encoding: 'utf8' }).trim().split('\n').pop();
  const folder = join(into, key(spec).replace(/ /g, '-'));
  execFileSync('mkdir', ['-p', folder]);
  execFileSync('tar', ['xzf', join(into, file), '-C', folder]);
  return join(folder, 'package');
}

const EPOCH = Date.UTC(1861, 0, 1);
const day = (base32) => new Date(EPOCH + parseInt(base32, 32) * 86_400_000).toISOString().slice(0, 10);
const dayBefore = (iso) => new Date(Date.parse(iso) - 86_400_000).toISOString().slice(0, 10);

/** The dated package: per Belfiore code one name, one province and the dates the code was valid (its own encoding). */
function readDated(folder) {
  const source = readFileSync(join(folder, 'asset/cities-countries.ts'), 'utf8');
  const json = source.replace(/^const CITIES_COUNTRIES = /, '').replace(/;\s*export default CITIES_COUNTRIES;\s*$/, '');
  const db = Function(`return (${json});`)();
  const byCode = new Map();
  for (const block of db.data) {
    const names = block.name.split('|');
    for (let i = 0; i < block.belfioreCode.length / 3; i++) {
      const number = parseInt(block.belfioreCode.slice(3 * i, 3 * i + 3), 32);
      const code = String.fromCharCode(65 + Math.floor(number / 1000)) + String(number % 1000).padStart(3, '0');
      const from = block.creationDate?.slice(4 * i, 4 * i + 4);
      const until = block.expirationDate?.slice(4 * i, 4 * i + 4);
      // The package keeps the first day a code is no longer valid; ANPR's DATACESSAZIONE is the last day it is.
      byCode.set(code, { name: fixMojibake(names[i]), province: block.provinceOrCountry.slice(2 * i, 2 * i + 2), from: from ? day(from) : '', to: until ? dayBefore(day(until)) : '' });
    }
  }
  return byCode;
}

/** The named package: every name a code had, with its province and whether it is the current one. */
function readNamed(folder) {
  const source = readFileSync(join(folder, 'src/lista-comuni.js'), 'utf8');
  const array = source.slice(source.indexOf('['), source.lastIndexOf(']') + 1);
  return Function(`return (${array});`)();
}

/**
 * Some former rows of the named package pair a name with the code of the comune before it in the alphabet
 * («CALDARO» with B396, which is Calco): a row whose name and province disagree with its code, while a code up to
 * three away bears that name in that province, is moved there.
 */
function realign(rows, dated) {
  // The current rows are right (they agree with ANPR's): they give each code's province today.
  const provincesOf = new Map();
  for (const [code, province, , current] of rows) if (current === 1) provincesOf.set(code, (provincesOf.get(code) ?? new Set()).add(province));
  const sameName = (code, name) => {
    const a = key(dated.get(code)?.name ?? '');
    const b = key(name);
    return a === b || a.startsWith(`${b} `) || b.startsWith(`${a} `);
  };
  const agrees = (code, name, province, anyProvince = false) => {
    const entry = dated.get(code);
    if (!entry) return false;
    if (anyProvince) return key(entry.name) === key(name);
    return sameName(code, name) && (entry.province === province || provincesOf.get(code)?.has(province));
  };
  let moved = 0;
  const out = rows.map(([code, province, name, current]) => {
    // A row whose name agrees with its code's stays, whatever the province (comuni moved between provinces).
    if (province === 'EE' || current === 1 || !dated.has(code) || sameName(code, name)) return [code, province, name, current];
    const number = Number(code.slice(1));
    // A neighbour in the same province first; then one of exactly that name (the province may have changed since).
    for (const anyProvince of [false, true]) {
      for (const step of [1, -1, 2, -2, 3, -3]) {
        const other = code[0] + String(number + step).padStart(3, '0');
        if (agrees(other, name, province, anyProvince)) {
          moved++;
          return [other, province, name, current];
        }
      }
    }
    return [code, province, name, current];
  });
  return { rows: out, moved };
}

/**
 * The dated package keeps ISTAT's own writing of current names («Caldaro sulla strada del vino») and capitalises every
 * word of the others («Monte Di Mezzodì», «Albiano D'ivrea»): a name with a word in lower case is ISTAT's.
 */
function carefullyCased(name) {
  return /(^|[\s-])\p{Ll}/u.test(name) && !/'\p{Ll}/u.test(name);
}

function build() {
  const folder = mkdtempSync(join(tmpdir(), 'belfiore-'));
  try {
    const dated = readDated(unpack(DATED, folder));
    const { rows, moved } = realign(readNamed(unpack(NAMED, folder)), dated);
    return assemble(dated, rows, moved);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Rows [code, province, name, current], names as Italians write them; codes {code: [from, to]}. */
function assemble(dated, rows, moved) {
  const places = new Map();
  const add = (code, province, name, current) => {
    const id = `${code}|${province}|${key(name)}`;
    const known = places.get(id);
    if (!known) places.set(id, [code, province, name, current]);
    else if (current) known[3] = 1;
  };
  const display = (code, upper) => {
    const entry = dated.get(code);
    if (code.startsWith('Z')) return entry && key(entry.name) === key(upper) ? entry.name : italianCase(upper);
    // The dated package has the accents right («Châtillon»), the named one has every name.
    if (!entry || key(entry.name) !== key(upper)) return italianCase(upper);
    return carefullyCased(entry.name) ? entry.name : italianCase(entry.name);
  };
  for (const [code, province, name, current] of rows) {
    const foreign = province === 'EE';
    const ceased = Boolean(dated.get(code)?.to);
    // A foreign state's other names name the same state: what matters is whether the state still has its code.
    const isCurrent = foreign ? (dated.has(code) ? !ceased : current) : current && !ceased;
    add(code, province, display(code, name), isCurrent ? 1 : 0);
  }
  for (const [code, entry] of dated) {
    const foreign = code.startsWith('Z');
    if (foreign) add(code, 'EE', entry.name, entry.to ? 0 : 1);
    else if (![...places.values()].some((row) => row[0] === code && key(row[2]) === key(entry.name))) add(code, entry.province, italianCase(entry.name), 0);
  }
  for (const [code, province, name] of ADDED_NAMES) add(code, province, name, 1);
  const codes = {};
  const currentProvince = new Map(rows.filter((row) => row[3] === 1).map(([code, province]) => [code, province]));
  for (const [code, entry] of [...dated].sort()) {
    // For a comune of a province founded later the package gives the day it joined it, not the day its code began.
    const joined = PROVINCES_FOUNDED[currentProvince.get(code)] === entry.from;
    codes[code] = [joined ? '' : entry.from, entry.to];
  }
  const list = [...places.values()].sort((a, b) => key(a[2]).localeCompare(key(b[2])) || a[0].localeCompare(b[0]));
  return { sources: [DATED, NAMED], realigned: moved, codes, places: list };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const data = build();
  const lines = [
    '{',
    `"sources": ${JSON.stringify(data.sources)},`,
    `"realigned": ${data.realigned},`,
    '"codes": {',
    Object.entries(data.codes).map(([code, dates]) => `${JSON.stringify(code)}:${JSON.stringify(dates)}`).join(',\n'),
    '},',
    '"places": [',
    data.places.map((row) => JSON.stringify(row)).join(',\n'),
    ']',
    '}',
  ];
  writeFileSync(OUTPUT, `${lines.join('\n')}\n`);
  console.log(`${data.places.length} places, ${Object.keys(data.codes).length} dated codes, ${data.realigned} rows realigned -> ${OUTPUT}`);
}
