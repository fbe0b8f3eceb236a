import { act, screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { withholdingCalculator } from '.';
import WithholdingCalculatorPage from './WithholdingCalculatorPage';

const ANSWER = {
  year: 2026,
  mode: 'gross',
  gross: 1000,
  withholding: 200,
  withholdingRate: 20,
  net: 800,
  stampDuty: { due: true, amount: 2, note: 'La marca da bollo da 2 € va sull\'originale della ricevuta.' },
  yearTotal: 5500,
  notes: ["La ritenuta del 20% la trattiene e la versa allo Stato il committente.", "I compensi occasionali dell'anno superano 5.000,00 €: Gestione separata INPS."],
  rules: [
    {
      name: "Ritenuta d'acconto sui compensi di lavoro autonomo",
      value: '20% del compenso lordo',
      source: { title: 'D.P.R. 29 settembre 1973, n. 600, art. 25, comma 1', url: 'https://www.normattiva.it/' },
      confirmed: true,
      checked: '2026-11-25',
    },
  ],
};

describe('withholding calculator page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('computes the default on arrival: net, stamp, INPS note, the receipt and the rules of the year', async () => {
    const api = fakeApi({ 'POST /api/calculate-withholding': { body: ANSWER } });
    renderTool(withholdingCalculator, WithholdingCalculatorPage, { fakeTimers: true, route: '/tools/withholding-calculator?gia-ricevuti=4500' });
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(await screen.findByText('800,00 €')).toBeInTheDocument();
    expect(api.calls).toEqual([]); // worked out in the page
    expect(screen.getAllByText(/Gestione separata INPS/)[0]).toBeInTheDocument();
    expect(screen.getByText(/RICEVUTA PER PRESTAZIONE OCCASIONALE/)).toBeInTheDocument();
    expect(screen.getByText('Regole del 2026, verificate il 25 novembre 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copia la ricevuta' })).toBeInTheDocument();
  });

  it('asks from the net and says what is wrong without calling the server', async () => {
    const api = fakeApi({ 'POST /api/calculate-withholding': { body: ANSWER } });
    const { user } = renderTool(withholdingCalculator, WithholdingCalculatorPage, { fakeTimers: true, route: '/tools/withholding-calculator?calcolo=netto&importo=0' });
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(screen.getByLabelText('Netto che vuoi ricevere (€)')).toBeInTheDocument();
    expect(screen.getByText('Inserisci un importo maggiore di zero, al massimo al centesimo')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await user.clear(screen.getByLabelText('Netto che vuoi ricevere (€)'));
    await user.type(screen.getByLabelText('Netto che vuoi ricevere (€)'), '800');
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(api.calls).toEqual([]); // worked out in the page
  });
});
