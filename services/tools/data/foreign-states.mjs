// The foreign states and territories of the codice fiscale (codes Z…), for build-places.mjs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { italianCase, key } from './italian-names.mjs';

/** ANPR's table of foreign states (tabella_2_statiesteri) as python-codicefiscale reads it, and its ceased states. */
const ANPR_STATES = ['anpr-stati-esteri.json', 'anpr-stati-esteri-cessati.json'].map((name) => fileURLToPath(new URL(`./${name}`, import.meta.url)));

/** Names the sources lack, each with where it is written: the Agenzia delle Entrate's list of Z codes. */
const ADDED_NAMES = [
  ['Z518', 'Porto Rico', 'Agenzia delle Entrate'],
  ['Z242', 'Timor Orientale', 'Agenzia delle Entrate'],
  ['Z242', 'Timor Est', 'Agenzia delle Entrate'],
];

/** ANPR writes 1900-01-01 where it does not know when a state's code began. */
const UNKNOWN_START = '1900-01-01';

/** The named package: every name a code had, with its province (EE for a state). */
function readNamed(folder) {
  const source = readFileSync(join(folder, 'src/lista-comuni.js'), 'utf8');
  return Function(`return (${source.slice(source.indexOf('['), source.lastIndexOf(']') + 1)});`)();
}

/** ANPR's names («Stato Città del Vaticano») and ISTAT's («Cinese, Repubblica Popolare»), per code, with ANPR's dates. */
function anprStates() {
  const states = new Map();
  for (const file of ANPR_STATES) {
    for (const state of JSON.parse(readFileSync(file, 'utf8'))) {
      const from = state.date_created.slice(0, 10);
      states.set(state.code, {
        name: italianCase(state.name.toUpperCase()),
        others: [state.name_alt].filter(Boolean).map((name) => italianCase(name.toUpperCase())),
        from: from === UNKNOWN_START ? '' : from,
        to: state.date_deleted ? state.date_deleted.slice(0, 10) : '',
      });
    }
  }
  return states;
}

/**
 * Rows [code, 'EE', name, from, to, other]: ANPR's name of each state (`other` absent), then every other name the
 * sources give it (`other` 1: ISTAT's, the Agenzia's, former names such as «Congo Leopoldville» or «Zaire»). A state's
 * dates are the dated package's where it has the code (its days of use), else ANPR's.
 */
export function foreignStates(dated, namedFolder) {
  const anpr = anprStates();
  const others = new Map();
  const addOther = (code, name) => others.set(code, [...(others.get(code) ?? []), name]);
  // The package writes some as «DAHOMEY=BENIN»: two names.
  for (const [code, province, upper] of readNamed(namedFolder)) if (province === 'EE') upper.split('=').forEach((name) => addOther(code, italianCase(name)));
  for (const [code, entry] of dated) if (code.startsWith('Z')) addOther(code, entry.name);
  for (const [code, name] of ADDED_NAMES) addOther(code, name);
  for (const [code, state] of anpr) state.others.forEach((name) => addOther(code, name));
  // A second code the Agenzia's list keeps for a state of ANPR's table (Armenia Z252 beside Z137) is another name only.
  const anprNames = new Set([...anpr.values()].flatMap((state) => [state.name, ...state.others]).map(key));
  const rows = [];
  for (const code of new Set([...anpr.keys(), ...others.keys()])) {
    const state = anpr.get(code);
    const names = others.get(code) ?? [];
    const official = state?.name ?? dated.get(code)?.name ?? names[0];
    // A territory only the named package has (Porto Rico) has no dates: it is taken as possible on any day.
    const { from, to } = dated.get(code) ?? state ?? { from: '', to: '' };
    rows.push(!state && anprNames.has(key(official)) ? [code, 'EE', official, from, to, 1] : [code, 'EE', official, from, to]);
    const seen = new Set([key(official)]);
    for (const name of names) {
      if (seen.has(key(name))) continue;
      seen.add(key(name));
      rows.push([code, 'EE', name, from, to, 1]);
    }
  }
  return rows;
}
