import {
  DEFAULT_TAX_CODE_FORM,
  INCOMPLETE,
  placeChoices,
  placeDescription,
  placeLabel,
  placeQuery,
  placeSearch,
  PLACE_BEING_TYPED,
  PLACES_LOADING,
  toCalculateRequest,
  toCheckRequest,
  toTaxCodeRequest,
} from './tax-code-calculator.service';

describe('toCalculateRequest', () => {
  it('sends the trimmed fields', () => {
    expect(toCalculateRequest({ ...DEFAULT_TAX_CODE_FORM, surname: ' Rossi ' })).toEqual({
      request: { surname: 'Rossi', name: 'Mario', sex: 'M', birthDate: '1985-12-10', birthPlace: 'San Giuliano Terme (PI)' },
    });
  });

  it('waits for every field', () => {
    expect(toCalculateRequest({ ...DEFAULT_TAX_CODE_FORM, name: ' ' })).toEqual({ invalid: INCOMPLETE });
    expect(toCalculateRequest({ ...DEFAULT_TAX_CODE_FORM, birthDate: '' })).toEqual({ invalid: INCOMPLETE });
  });
});

describe('toCheckRequest', () => {
  it('sends a code and nothing for an empty box', () => {
    expect(toCheckRequest(' RSSMRA85T10A562S ')).toEqual({ request: { code: 'RSSMRA85T10A562S' } });
    expect(toCheckRequest('')).toEqual({ invalid: '' });
  });
});

describe('places', () => {
  it('labels and describes comuni and states', () => {
    expect(placeLabel({ name: 'MILANO', code: 'F205', province: 'MI' })).toBe('MILANO (MI)');
    expect(placeDescription({ name: 'FRANCIA', code: 'Z110', foreign: true })).toBe('FRANCIA, stato estero, codice Z110');
    expect(placeDescription({ name: 'Bagni San Giuliano', code: 'A562', province: 'PI', former: true })).toBe('Bagni San Giuliano (PI), comune soppresso o rinominato, codice A562');
    expect(placeDescription({ name: 'Cecoslovacchia', code: 'Z105', foreign: true, former: true, validTo: '1992-12-31' })).toBe(
      'Cecoslovacchia, stato estero non più esistente, codice Z105 (in uso fino al 31 dicembre 1992)',
    );
  });

  it('asks for suggestions from two letters, not for a chosen label', () => {
    expect(placeQuery('M')).toBeNull();
    expect(placeQuery('(a')).toBeNull();
    expect(placeQuery('r\u043e')).toBeNull();
    expect(placeQuery('Mil')).toBe('Mil');
    expect(placeQuery('MILANO (MI)')).toBeNull();
    expect(placeQuery('Milano (MI)')).toBeNull();
  });

  it('asks for the places of the day of birth once it is a real day', () => {
    expect(placeSearch('Montalcino', '1960-05-01')).toEqual({ request: { q: 'Montalcino', date: '1960-05-01' } });
    expect(placeSearch('Montalcino', '1960-02-30')).toEqual({ request: { q: 'Montalcino' } });
    expect(placeSearch(null, '1960-05-01')).toEqual({ invalid: '' });
  });
});

// Issue 36, item 11: ANPR's archive has B184 BRIONE (BS) and B185 BRIONE (TN) both in force in 1987.
describe('placeChoices', () => {
  const brescia = { name: 'Brione', code: 'B184', province: 'BS' };
  const trento = { name: 'Brione', code: 'B185', province: 'TN', former: true, validTo: '2015-12-31' };

  it('offers each place whose whole name is the name typed, by its label', () => {
    expect(placeChoices('brione', [brescia, trento, { name: 'Brione sopra Minusio', code: 'Z133', foreign: true }])).toEqual([
      { label: 'Brione (BS)', value: 'Brione (BS)', place: brescia },
      { label: 'Brione (TN)', value: 'Brione (TN)', place: trento },
    ]);
  });

  it('offers nothing once a province or a code is given, or when one place bears the name', () => {
    expect(placeChoices('Brione (TN)', [brescia, trento])).toEqual([]);
    expect(placeChoices('B185', [brescia, trento])).toEqual([]);
    expect(placeChoices('Brione', [brescia])).toEqual([]);
  });

  it('chooses a foreign state, or two places of one label, by code (ANPR: G258 PALAU SS; Z734 Palau)', () => {
    const state = { name: 'Palau', code: 'Z734', foreign: true };
    expect(placeChoices("Palau", [{ name: 'Palau', code: 'G258', province: 'SS' }, state]).map((choice) => choice.value)).toEqual(['Palau (SS)', 'Z734']);
    expect(placeChoices('Castello', [{ name: 'Castello', code: 'C182', province: 'TN' }, { name: 'Castello', code: 'C183', province: 'TN' }]).map((choice) => choice.value)).toEqual(['C182', 'C183']);
  });
});

describe('placeDescription of an old name', () => {
  it("gives today's name beside the name of the time (ANPR: Z312 Repubblica Democratica del Congo)", () => {
    expect(placeDescription({ name: 'Congo Leopoldville', code: 'Z312', foreign: true, currentName: 'Repubblica Democratica del Congo' })).toBe(
      'Congo Leopoldville, stato estero, oggi Repubblica Democratica del Congo, codice Z312',
    );
  });

  describe('toTaxCodeRequest', () => {
    const never = () => false;
    it('says what is missing first, whatever the table of places', () => {
      for (const places of ['loading', 'ready', 'failed'] as const) expect(toTaxCodeRequest({ ...DEFAULT_TAX_CODE_FORM, name: ' ' }, places, never)).toEqual({ invalid: INCOMPLETE });
    });
    it('waits for the table while it loads, and leaves the code to the server when it cannot load', () => {
      expect(toTaxCodeRequest(DEFAULT_TAX_CODE_FORM, 'loading', never)).toEqual({ invalid: PLACES_LOADING });
      expect(toTaxCodeRequest(DEFAULT_TAX_CODE_FORM, 'failed', () => true)).toEqual(toCalculateRequest(DEFAULT_TAX_CODE_FORM));
    });
    it('says to go on typing a place that only starts a name', () => {
      expect(toTaxCodeRequest({ ...DEFAULT_TAX_CODE_FORM, birthPlace: 'San Giu' }, 'ready', (place) => place === 'San Giu')).toEqual({ invalid: PLACE_BEING_TYPED });
      expect(toTaxCodeRequest(DEFAULT_TAX_CODE_FORM, 'ready', never)).toEqual(toCalculateRequest(DEFAULT_TAX_CODE_FORM));
    });
  });
});
