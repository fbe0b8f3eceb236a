import { EMPTY_IBAN, ibanRows, toIbanRequest } from './iban-checker.service';

describe('toIbanRequest', () => {
  it('sends the IBAN trimmed, spaces inside kept for the service', () => {
    expect(toIbanRequest('  IT60 X054 2811 1010 0000 0123 456 ')).toEqual({ request: { iban: 'IT60 X054 2811 1010 0000 0123 456' } });
  });

  it('stops an empty IBAN', () => {
    expect(toIbanRequest('   ')).toEqual({ invalid: EMPTY_IBAN });
  });
});

describe('ibanRows', () => {
  it('lists the Italian parts', () => {
    expect(
      ibanRows({ valid: true, formatted: 'x', country: 'IT', countryName: 'Italia', sepa: true, cin: 'X', abi: '05428', cab: '11101', account: '000000123456' }),
    ).toEqual([
      { label: 'Paese', value: 'Italia (IT)' },
      { label: 'Area SEPA', value: 'Sì' },
      { label: 'CIN', value: 'X' },
      { label: 'ABI (banca)', value: '05428' },
      { label: 'CAB (sportello)', value: '11101' },
      { label: 'Numero di conto', value: '000000123456' },
    ]);
  });

  it('names only the country of a wrong IBAN', () => {
    expect(ibanRows({ valid: false, formatted: 'x', country: 'XX', reason: 'r' })).toEqual([{ label: 'Paese', value: 'XX' }]);
  });
});
