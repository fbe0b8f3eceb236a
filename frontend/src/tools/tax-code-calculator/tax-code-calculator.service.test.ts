import {
  DEFAULT_TAX_CODE_FORM,
  INCOMPLETE,
  placeDescription,
  placeLabel,
  placeQuery,
  toCalculateRequest,
  toCheckRequest,
} from './tax-code-calculator.service';

describe('toCalculateRequest', () => {
  it('sends the trimmed fields', () => {
    expect(toCalculateRequest({ ...DEFAULT_TAX_CODE_FORM, surname: ' Rossi ' })).toEqual({
      request: { surname: 'Rossi', name: 'Mario', sex: 'M', birthDate: '1985-12-10', birthPlace: 'SAN GIULIANO TERME (PI)' },
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
    expect(placeDescription({ name: 'BAGNI SAN GIULIANO', code: 'A562', province: 'PI', former: true })).toBe('BAGNI SAN GIULIANO (PI), comune soppresso o rinominato, codice A562');
  });

  it('asks for suggestions from two letters, not for a chosen label', () => {
    expect(placeQuery('M')).toBeNull();
    expect(placeQuery('Mil')).toBe('Mil');
    expect(placeQuery('MILANO (MI)')).toBeNull();
  });
});
