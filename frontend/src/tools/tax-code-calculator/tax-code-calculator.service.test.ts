import {
  DEFAULT_TAX_CODE_FORM,
  INCOMPLETE,
  placeDescription,
  placeLabel,
  placeQuery,
  placeSearch,
  toCalculateRequest,
  toCheckRequest,
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
