import { act, screen, within } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { netSalaryCalculator } from '.';
import NetSalaryCalculatorPage from './NetSalaryCalculatorPage';
import { LOMBARDY_30K_BREAKDOWN } from './net-salary-answer.fixture';

const ANSWER = {
  year: 2026,
  mode: 'gross',
  gross: 30_000,
  net: 23_425.49,
  netMonthly: 1801.96,
  months: 13,
  region: 'lombardia',
  municipalRate: 0.8,
  municipalRateGiven: true,
  breakdown: LOMBARDY_30K_BREAKDOWN,
  thresholds: [{ income: 15_000, label: 'oltre 15.000 € il trattamento integrativo di 1.200 € non spetta più' }],
  comparison: { year: 2025, gross: 30_000, net: 23_400, netMonthly: 1800 },
  notes: ["Valori del 2026 ancora da confermare sulla fonte ufficiale: Addizionale regionale all'IRPEF: Lombardia."],
  rules: [
    {
      name: "Addizionale regionale all'IRPEF: Lombardia",
      value: '1,23% fino a 15.000,00 €',
      source: { title: "Dipartimento delle Finanze, addizionale regionale all'IRPEF", url: 'https://www.finanze.gov.it/' },
      confirmed: false,
      checked: '2026-11-25',
    },
  ],
};

describe('net salary calculator page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the monthly net, the picture with its words, the steps, the other year, the thresholds and the rules', async () => {
    const api = fakeApi({ 'POST /api/calculate-net-salary': { body: ANSWER } });
    renderTool(netSalaryCalculator, NetSalaryCalculatorPage, { fakeTimers: true, route: '/tools/net-salary-calculator?comunale=0,8' });
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect((await screen.findAllByText('1.801,96 €')).length).toBeGreaterThan(0);
    expect(api.calls).toEqual([]); // worked out in the page, with the rule tables
    expect(screen.getByText(/Di ogni 100 € di RAL: Contributi INPS 9,19 €/)).toBeInTheDocument();
    const steps = screen.getByRole('table', { name: /Dalla RAL al netto/ });
    expect(within(steps).getByRole('row', { name: /IRPEF netta/ })).toHaveTextContent('3.221,63 €');
    expect(screen.getByText('Con la stessa RAL il netto è uguale nel 2026 e nel 2025.')).toBeInTheDocument();
    expect(screen.getByText(/il trattamento integrativo di 1.200 € non spetta più/)).toBeInTheDocument();
    expect(screen.getByText('Regole del 2026, verificate il 25 novembre 2026')).toBeInTheDocument();
    expect(screen.getAllByText(/da confermare sulla fonte ufficiale/, { selector: '.badge' })[0]).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stampa il riepilogo' })).toBeInTheDocument();
  });

  it('goes back from the net, and says what is wrong without calling the server', async () => {
    const api = fakeApi({ 'POST /api/calculate-net-salary': { body: { ...ANSWER, mode: 'net' } } });
    const { user } = renderTool(netSalaryCalculator, NetSalaryCalculatorPage, { fakeTimers: true, route: '/tools/net-salary-calculator?calcolo=netto&importo=0' });
    await act(() => jest.advanceTimersByTimeAsync(50));
    const field = screen.getByLabelText('Netto annuo che vuoi (€)');
    expect(screen.getByText(/«Netto annuo che vuoi \(€\)»: inserisci un importo/)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '24.000');
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(api.calls).toHaveLength(0);
    expect(await screen.findByText('RAL che ti serve')).toBeInTheDocument();
  });

  it('says when no RAL gives the net asked, beside the answer', async () => {
    const explanation = 'Nessuna RAL dà un netto annuo di esattamente 9.000,00 €: con una RAL di 9.001,13 € il netto è 8.754,28 €, con una RAL di 9.001,14 € è 9.954,29 €.';
    const netGap = { asked: 9000, below: { gross: 9001.13, net: 8754.28 }, above: { gross: 9001.14, net: 9954.29 }, explanation };
    fakeApi({ 'POST /api/calculate-net-salary': { body: { ...ANSWER, mode: 'net', gross: 9001.14, net: 9954.29, netGap } } });
    renderTool(netSalaryCalculator, NetSalaryCalculatorPage, { fakeTimers: true, route: '/tools/net-salary-calculator?calcolo=netto&importo=9000' });
    await act(() => jest.advanceTimersByTimeAsync(50));
    // The page's own answer: the same sentence, then why the net jumps.
    expect(await screen.findByText((text) => text.startsWith(explanation))).toBeInTheDocument();
  });
});
