import { act, screen, within } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { splitParts } from '../../test/split-layout';
import { flatTaxCalculator } from '.';
import FlatTaxCalculatorPage from './FlatTaxCalculatorPage';

const RULE = (name: string, confirmed: boolean) => ({
  name,
  value: '26,07% fino al massimale di 122.295,00 €',
  source: { title: 'INPS, circolare n. 8 del 3 febbraio 2026', url: 'https://www.example.org/circolare' },
  confirmed,
  checked: '2026-11-25',
});

const ANSWER = {
  year: 2026,
  revenue: 50000,
  activity: { id: 'professionali', label: 'Attività professionali', atecoCodes: '(69 - … - 75)' },
  coefficient: 78,
  income: 39000,
  contributions: 10167.3,
  contributionDetail: { fund: 'gestione-separata', base: 39000, fixed: 0, onIncome: 10167.3, reduced: false, total: 10167.3 },
  taxRate: 15,
  taxableIncome: 28832.7,
  tax: 4324.91,
  net: 35507.79,
  warnings: [],
  notes: ['Alcuni valori del 2026 non sono ancora confermati sulla fonte ufficiale: sono segnati nelle regole qui sotto.'],
  comparison: {
    costs: 11000,
    flatTax: { contributions: 10167.3, taxableIncome: 28832.7, tax: 4324.91, net: 24507.79 },
    ordinary: { contributions: 10167.3, taxableIncome: 28832.7, tax: 6714.79, net: 22117.91 },
    saving: 2389.88,
    simplifications: ['Nel regime ordinario si calcola solo l\'IRPEF per scaglioni.'],
  },
  rules: [RULE('Gestione separata INPS', false), RULE('Imposta sostitutiva del regime forfettario', true)],
};

describe('flat tax page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('puts the result right after the revenue and the main choices, before the other data, so a phone shows it under the field', () => {
    fakeApi({ 'POST /api/calculate-flat-tax': { body: ANSWER } });
    renderTool(flatTaxCalculator, FlatTaxCalculatorPage, { fakeTimers: true });
    const inputs = screen.getByRole('region', { name: 'Dati' });
    const result = screen.getByRole('region', { name: 'Risultato' });
    expect(inputs).toContainElement(screen.getByLabelText("Ricavi o compensi incassati nell'anno (€)"));
    const parts = splitParts();
    expect(parts.inputs).toContainElement(inputs);
    expect(parts.result).toContainElement(result);
    expect(parts.more).toContainElement(screen.getByRole('region', { name: 'Altri dati' }));
  });

  it('shows the result as the visitor arrives: net, the comparison drawn and as a table, the rules of the year with the unconfirmed marked', async () => {
    const api = fakeApi({ 'POST /api/calculate-flat-tax': { body: ANSWER } });
    renderTool(flatTaxCalculator, FlatTaxCalculatorPage, { fakeTimers: true, route: '/tools/flat-tax-calculator?ricavi=50000' });
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(await screen.findByText('35.507,79 €')).toBeInTheDocument();
    expect(api.calls).toEqual([]); // worked out in the page
    expect(screen.getByText('Con il forfettario ti restano 2.389,88 € in più che nel regime ordinario.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Come si dividono i ricavi\. Forfettario: contributi 10\.167,30 €/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Confronto tra forfettario e regime ordinario' });
    expect(within(table).getByRole('row', { name: /Imposta 4.324,91 € 6.714,79 €/ })).toBeInTheDocument();
    expect(screen.getByText('Regole del 2026, verificate il 25 novembre 2026')).toBeInTheDocument();
    expect(screen.getAllByText('da confermare sulla fonte ufficiale').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Stampa il riepilogo' })).toBeInTheDocument();
  });

  // Issue 38: the ATECO groups were cut in the select on a 390 px phone. The select shows a short name (at most
  // 34 characters: 264 px of text there) and the chosen group's detail is said under it.
  it('names each ATECO group shortly in the select and says the chosen one in full under it', () => {
    fakeApi({ 'POST /api/calculate-flat-tax': { body: ANSWER } });
    renderTool(flatTaxCalculator, FlatTaxCalculatorPage, { fakeTimers: true });
    const select = screen.getByRole('combobox', { name: 'Attività (gruppo ATECO)' });
    const shown = within(select).getAllByRole('option').map((option) => option.textContent ?? '');
    expect(shown.filter((text) => text.length > 34)).toEqual([]);
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown).toContain('Attività professionali');
    expect(select).toHaveAccessibleDescription('Scientifiche, tecniche, sanitarie, istruzione, finanza');
  });

  it('asks for the INPS options of artigiani, switches the year, and says what is wrong without calling the server', async () => {
    const api = fakeApi({ 'POST /api/calculate-flat-tax': { body: ANSWER } });
    const { user } = renderTool(flatTaxCalculator, FlatTaxCalculatorPage, { fakeTimers: true, route: '/tools/flat-tax-calculator?gestione=artigiani' });
    await act(() => jest.advanceTimersByTimeAsync(50));
    const calls = api.calls.length;
    await user.clear(screen.getByLabelText("Ricavi o compensi incassati nell'anno (€)"));
    await user.type(screen.getByLabelText("Ricavi o compensi incassati nell'anno (€)"), 'abc');
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(screen.getByText("«Ricavi o compensi incassati nell'anno (€)»: inserisci un importo da zero in su, al massimo al centesimo")).toBeInTheDocument();
    expect(api.calls).toHaveLength(calls);
    await user.click(screen.getByLabelText("Riduzione contributiva del 35% (chiesta all'INPS)"));
    await user.selectOptions(screen.getByLabelText('Anno'), '2025');
    await user.clear(screen.getByLabelText("Ricavi o compensi incassati nell'anno (€)"));
    await user.type(screen.getByLabelText("Ricavi o compensi incassati nell'anno (€)"), '30.000');
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(api.calls).toEqual([]); // worked out in the page
  });

  it('finds the group from an ATECO code the visitor types, and names the field when the code is not one', async () => {
    const api = fakeApi({ 'POST /api/calculate-flat-tax': { body: ANSWER } });
    const { user } = renderTool(flatTaxCalculator, FlatTaxCalculatorPage, { fakeTimers: true, route: '/tools/flat-tax-calculator?attivita=codice&ateco=4' });
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(screen.getByText('«Codice ATECO»: scrivi un codice come 62.01 o 62.01.00')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Codice ATECO'), '7.81');
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(api.calls).toEqual([]); // worked out in the page
  });
});
