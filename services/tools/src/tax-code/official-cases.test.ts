import { Municipalities } from './municipalities.js';
import { calculateTaxCode, checkTaxCode, namePart, surnamePart } from './tax-code.js';

/*
 * Cases with their sources. ANPR: the rows of ANPR's archive of comuni (ANPR_archivio_comuni.csv: CODCATASTALE,
 * DENOMINAZIONE_IT, SIGLAPROVINCIA, DATAISTITUZIONE, DATACESSAZIONE). AdE: the Agenzia delle Entrate's rules for the
 * codice fiscale (DM 23/12/1976) and its list of foreign states (codes Z…).
 */
const municipalities = Municipalities.load();
const TODAY = new Date('2026-11-25T12:00:00Z');

function codeOf(birthPlace: string, birthDate: string, surname = 'Rossi', name = 'Mario'): string {
  return calculateTaxCode(municipalities, { surname, name, sex: 'M', birthDate, birthPlace }).code;
}
const place = (birthPlace: string, birthDate: string) => codeOf(birthPlace, birthDate).slice(11, 15);

// ANPR: comuni that kept their name under a new code — [name (province), old code, its last day, new code, its first day].
const RECODED: Array<[string, string, string, string, string]> = [
  ['Bellagio (CO)', 'A744', '2014-02-03', 'M335', '2014-02-04'],
  ['Campiglia Cervo (BI)', 'B508', '2015-12-31', 'M373', '2016-01-01'],
  ['Cassano Spinola (AL)', 'C005', '2017-12-31', 'M388', '2018-01-01'],
  ['Lessona (BI)', 'E552', '2015-12-31', 'M371', '2016-01-01'],
  ['Longarone (BL)', 'E672', '2014-02-21', 'M342', '2014-02-22'],
  ['Madruzzo (TN)', 'E797', '1953-09-12', 'M357', '2016-01-01'],
  ['Montalcino (SI)', 'F402', '2016-12-31', 'M378', '2017-01-01'],
  ['Pratovecchio Stia (AR)', 'H009', '1934-09-27', 'M329', '2014-01-01'],
  ["Sant'Omobono Terme (BG)", 'I349', '2014-02-03', 'M333', '2014-02-04'],
  ['Sovizzo (VI)', 'I879', '2024-01-21', 'M436', '2024-01-22'],
  ['Tremezzina (CO)', 'L370', '1947-10-03', 'M341', '2014-02-04'],
];

describe('the code of the place on the day of birth', () => {
  it.each([
    ['Montalcino', '1960-05-01', 'F402'], // ANPR F402 1861-03-17 → 2016-12-31
    ['Montalcino', '2020-05-01', 'M378'],
    ['Bellagio', '1970-05-01', 'A744'], // ANPR A744 → 2014-02-03
    ['Longarone', '1999-05-01', 'E672'], // ANPR E672 → 2014-02-21
    ["Rio nell'Elba", '2017-12-31', 'H297'], // ANPR H297 RIO NELL'ELBA → 2017-12-31, M391 RIO from 2018-01-01
    ['Rio', '2018-01-01', 'M391'],
    ['Vico Canavese', '2018-12-31', 'L548'], // ANPR L548 VICO CANAVESE → 2018-12-31, M415 VALCHIUSA from 2019-01-01
    ['Valchiusa (TO)', '2019-01-01', 'M415'],
  ])('%s, born %s: %s', (name, date, code) => expect(place(name, date)).toBe(code));

  it.each(RECODED)('%s: %s until %s, then %s from %s', (name, oldCode, lastDay, newCode, firstDay) => {
    expect(place(name, lastDay)).toBe(oldCode);
    expect(place(name, firstDay)).toBe(newCode);
  });

  it('pairs each former name with its own code (ANPR: B397 Caldaro, B398 Caldarola, B385 Calatafimi until 1999)', () => {
    expect(place('Caldaro', '1950-01-01')).toBe('B397');
    expect(place('Caldaro (BZ)', '1950-01-01')).toBe('B397');
    expect(place('Caldarola', '1950-01-01')).toBe('B398');
    expect(place('Calatafimi (TP)', '1990-01-01')).toBe('B385');
    expect(place('Calatafimi', '1990-01-01')).toBe('B385');
  });

  it('chooses an old name shared by two comuni by the date (ANPR: L744 Verano MI until 1928, L745 Verano from 1920)', () => {
    expect(place('Verano', '1901-03-01')).toBe('L744');
    expect(calculateTaxCode(municipalities, { surname: 'A', name: 'B', sex: 'M', birthDate: '1901-03-01', birthPlace: 'Verano' }).birthPlace).toMatchObject({ name: 'Verano', province: 'MI', former: true });
    expect(place('Verano (BZ)', '1950-01-01')).toBe('L745');
  });

  it('asks, naming each place with province and code, when the date leaves more than one', () => {
    expect(() => place('Castro', '1980-01-01')).toThrow(
      'Il luogo di nascita: ci sono più comuni di nome «Castro» alla data di nascita: Castro (BG, C337), Castro (LE, M261); indica la provincia tra parentesi, come «Castro (BG)», o il codice catastale',
    );
  });
});

describe('letters outside the Italian alphabet, as the Agenzia writes them', () => {
  it.each([
    ['Włodarczyk', 'WLD'],
    ['Łukasz', 'LKS'],
    ['Strauß', 'STR'],
    ['Øster', 'STR'],
    ['Þórsson', 'THR'],
    ['Đurić', 'DRC'],
    ['Hæk', 'HKA'],
    ['Œhler', 'HLR'],
    ['Ｒｏｓｓｉ', 'RSS'],
  ])('surname %s → %s', (surname, part) => expect(surnamePart(surname)).toBe(part));

  it('reads the name the same way (four consonants L K S Z: the 1st, 3rd and 4th)', () => {
    expect(namePart('Łukasz')).toBe('LSZ');
    expect(codeOf('Roma', '1990-01-01', 'Włodarczyk', 'Łukasz').slice(0, 6)).toBe('WLDLSZ');
  });

  it.each(['Ωμέγα', 'Иванов', 'Rossi Иван'])('refuses %s with an Italian message', (surname) => {
    expect(() => codeOf('Roma', '1990-01-01', surname)).toThrow(/^Il campo «Cognome» contiene lettere che non sono dell'alfabeto latino \(«/);
  });
});

describe('checking a code of a place that is gone', () => {
  it('puts the birth while the place existed (ANPR: E315 Invorio Inferiore, ceased 1928-04-02)', () => {
    expect(checkTaxCode(municipalities, 'LNDFRC26D13E315M', TODAY)).toMatchObject({ valid: true, birthDate: '1926-04-13', birthPlace: { code: 'E315', name: 'Invorio Inferiore', former: true } });
  });

  it('uses the dates of a dated code (ANPR: C967 Contarina, ceased 1994-12-31)', () => {
    const code = codeOf('Contarina', '1905-06-01');
    expect(checkTaxCode(municipalities, code, TODAY)).toMatchObject({ birthDate: '1905-06-01', birthPlace: { validTo: '1994-12-31' } });
  });
});

describe('foreign states under their current Italian names (AdE list of Z codes)', () => {
  it.each([
    ['Moldova', 'Z140'],
    ['Eswatini', 'Z349'],
    ['Seychelles', 'Z342'],
    ['Porto Rico', 'Z518'],
    ['Timor Orientale', 'Z242'],
    ['Timor Est', 'Z242'],
  ])('%s is %s', (name, code) => expect(place(name, '1990-01-01')).toBe(code));

  it.each(['Germania', 'Sud Sudan', 'Haiti', 'Belize', 'Guyana', 'Mauritania', 'Congo', 'Centrafricana', 'Timor Est'])('%s is current', (name) => {
    const [first] = municipalities.search(name);
    expect(first).toMatchObject({ foreign: true });
    expect(first?.former).toBeUndefined();
  });
});

describe('names as Italians write them', () => {
  it('answers «Forlì» and «Forlì del Sannio», found either way', () => {
    expect(municipalities.search("FORLI'")[0]).toMatchObject({ name: 'Forlì', code: 'D704', province: 'FC' });
    expect(municipalities.search('forli del sannio')[0]).toMatchObject({ name: 'Forlì del Sannio', code: 'D703' });
    expect(calculateTaxCode(municipalities, { surname: 'A', name: 'B', sex: 'M', birthDate: '1990-01-01', birthPlace: "FORLI' (FC)" }).birthPlace.name).toBe('Forlì');
  });

  it('finds an official bilingual name by either half and whole (ANPR: I479, I715)', () => {
    for (const query of ['Sovodnje', "Savogna d'Isonzo", "Savogna d'Isonzo-Sovodnje ob Soči"]) {
      expect(municipalities.search(query).map((found) => found.name)).toContain("Savogna d'Isonzo-Sovodnje ob Soči");
    }
    expect(place('Zgonik', '1990-01-01')).toBe('I715');
    expect(place('Sgonico-Zgonik', '1990-01-01')).toBe('I715');
  });

  it('refuses a name between two spans of its comune, saying them (ANPR: A529 AZZANO MELLA → 1927-12-26, again from 1957-07-12)', () => {
    expect(() => place('Azzano Mella', '1930-06-01')).toThrow(
      'Il luogo di nascita: «Azzano Mella» non era un comune il 01/06/1930: lo è stato Azzano Mella (BS, A529) dal 20/10/1862 al 26/12/1927 e Azzano Mella (BS, A529) dal 12/07/1957',
    );
  });

  it('searches what existed on a date', () => {
    expect(municipalities.search('Montalcino', '1960-01-01').map((found) => found.code)).toEqual(['F402']);
    expect(municipalities.search('Montalcino', '2020-01-01').map((found) => found.code)).toEqual(['M378']);
    expect(municipalities.search('Montalcino').map((found) => found.code).sort()).toEqual(['F402', 'M378']);
  });
});
