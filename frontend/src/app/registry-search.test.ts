import { createToolSearch } from '../lib/tool-search/tool-search';
import { TOOLS } from '../tools/registry';

const search = createToolSearch(TOOLS);
const names = (query: string) => search.find(query).map((tool) => tool.name);

describe('the search over the whole registry', () => {
  it('finds each Italian everyday tool first by a word people type', () => {
    expect(names('codice fiscale')[0]).toBe('Codice Fiscale');
    expect(names('omocodia')[0]).toBe('Codice Fiscale');
    expect(names('scorporo')[0]).toBe('Calcolatore IVA');
    expect(names('iban')[0]).toBe('Verifica IBAN');
    expect(names('abi cab')[0]).toBe('Verifica IBAN');
    expect(names('pasquetta')[0]).toBe('Giorni Lavorativi');
    expect(names('sconto')[0]).toBe('Calcolatore Percentuali');
    expect(names('fahrenheit')[0]).toBe('Convertitore di Unità');
  });

  it('still finds the first eight as before', () => {
    expect(names('bmi')[0]).toBe('Calcolatore BMI');
    expect(names('massa corporea')[0]).toBe('Calcolatore BMI');
    expect(names('clacolatore').slice(0, 2)).toContain('Calcolatore BMI');
    expect(names('mutuo casa')).toEqual([]);
    expect(names('oroscopo')).toEqual([]);
  });
});
