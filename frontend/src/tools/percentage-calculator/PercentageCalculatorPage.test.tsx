import { act, screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { percentageCalculator } from '.';
import PercentageCalculatorPage from './PercentageCalculatorPage';

describe('percentage calculator page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('works out the default 22 % of 150 on arrival in the page, with its formula and no request', () => {
    const api = fakeApi({});
    renderTool(percentageCalculator, PercentageCalculatorPage, { fakeTimers: true });
    expect(screen.getByText('33')).toBeInTheDocument();
    expect(screen.getByText('22% di 150 = 150 × 22 ÷ 100 = 33')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('fills the form from the address, ignoring a bad parameter, and shows the saving of a discount', async () => {
    fakeApi({});
    renderTool(percentageCalculator, PercentageCalculatorPage, {
      fakeTimers: true,
      route: '/tools/percentage-calculator?modo=sconto&a=19,99&b=tanto',
    });
    expect(screen.getByLabelText('Calcolo')).toHaveValue('discount');
    expect(screen.getByLabelText('Prezzo (€)')).toHaveValue('19,99');
    expect(screen.getByLabelText('Sconto (%)')).toHaveValue('25');
    expect(screen.getByText('14,99 €')).toBeInTheDocument();
    expect(screen.getByText('Risparmi 5 €')).toBeInTheDocument();
  });

  it('names the field as its label does when a total of zero has no percentage, without calling the server', async () => {
    const api = fakeApi({});
    renderTool(percentageCalculator, PercentageCalculatorPage, { fakeTimers: true, route: '/tools/percentage-calculator?modo=rapporto&b=0' });
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(screen.getByRole('alert')).toHaveTextContent('«Totale (Y)» non può essere zero: non esiste la percentuale di un totale nullo');
    expect(screen.queryByText(/«b»|«a»/)).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("answers with the network down: the page needs no server", () => {
    fakeApi({ 'POST /api/calculate-percentage': { status: 503, body: { error: 'Servizio non disponibile', code: 'X' } } });
    renderTool(percentageCalculator, PercentageCalculatorPage, { fakeTimers: true });
    expect(screen.getByText('33')).toBeInTheDocument();
    expect(screen.queryByText('Servizio non disponibile')).not.toBeInTheDocument();
  });

  it('switching the mode shows its example in the fields not typed in, with no error, and keeps what was typed', async () => {
    fakeApi({});
    const { user } = renderTool(percentageCalculator, PercentageCalculatorPage, { fakeTimers: true });
    await user.selectOptions(screen.getByLabelText('Calcolo'), 'Prezzo scontato');
    expect(screen.getByLabelText('Prezzo (€)')).toHaveValue('80');
    expect(screen.getByLabelText('Sconto (%)')).toHaveValue('25');
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('60 €')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Prezzo (€)'));
    await user.type(screen.getByLabelText('Prezzo (€)'), '1.200');
    expect(screen.getByText('Letto come 1200: il punto separa le migliaia')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Calcolo'), 'Variazione percentuale da A a B');
    expect(screen.getByLabelText('Valore iniziale (A)')).toHaveValue('1.200');
    expect(screen.getByLabelText('Valore finale (B)')).toHaveValue('100');
    expect(screen.getByText('da 1.200 a 100: (100 − 1.200) ÷ 1.200 × 100 = -91,6667%')).toBeInTheDocument();
  });

  it('shows a figure with six significant digits, the same as its formula', async () => {
    fakeApi({});
    renderTool(percentageCalculator, PercentageCalculatorPage, { fakeTimers: true, route: '/tools/percentage-calculator?modo=variazione&a=150&b=172' });
    expect(screen.getByText('+14,6667%')).toBeInTheDocument();
    expect(screen.getByText('da 150 a 172: (172 − 150) ÷ 150 × 100 = +14,6667%')).toBeInTheDocument();
  });

  it('says what is wrong with the numbers without calling the server', async () => {
    const api = fakeApi({});
    const { user } = renderTool(percentageCalculator, PercentageCalculatorPage, { fakeTimers: true });
    const onArrival = api.calls.length;
    await user.clear(screen.getByLabelText('Percentuale (X)'));
    await user.type(screen.getByLabelText('Percentuale (X)'), 'abc');
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(screen.getByText('«Percentuale (X)» non è un numero: scrivilo come 1234,56 o 1.234,56')).toBeInTheDocument();
    expect(api.calls).toHaveLength(onArrival);
  });
});
