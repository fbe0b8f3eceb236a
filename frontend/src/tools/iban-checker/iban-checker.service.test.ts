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

  // Issue 36, item 14: a German IBAN says which of the Bundesbank's methods checked its account.
  it('says how a German account was checked', () => {
    const checked = 'Numero di conto verificato con il metodo 13 della Bundesbank (banca 37040044)';
    expect(ibanRows({ valid: true, formatted: 'x', country: 'DE', countryName: 'Germania', sepa: true, account: '0532013000', accountCheck: checked }).at(-1)).toEqual({
      label: 'Controllo del conto',
      value: checked,
    });
  });

  // Issue 38: «ciao» named Côte d'Ivoire; a text that is not an IBAN has no country, and no row.
  it('lists nothing for a text that is not an IBAN', () => {
    expect(ibanRows({ valid: false, formatted: 'CIAO', wrongPart: 'format', reason: 'Questo testo non ha la forma di un IBAN' })).toEqual([]);
  });

  it('names only the country of a wrong IBAN', () => {
    expect(ibanRows({ valid: false, formatted: 'x', country: 'XX', reason: 'r' })).toEqual([{ label: 'Paese', value: 'XX' }]);
  });
});
