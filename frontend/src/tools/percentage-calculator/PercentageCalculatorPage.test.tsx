import { act, screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { percentageCalculator } from '.';
import PercentageCalculatorPage from './PercentageCalculatorPage';

describe('percentage calculator page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the default 22 % of 150 on arrival and shows the result with its formula', async () => {
    const api = fakeApi({ 'POST /api/calculate-percentage': { body: { result: 33, formula: '22% di 150 = 150 × 22 ÷ 100 = 33' } } });
    renderTool(percentageCalculator, PercentageCalculatorPage, { fakeTimers: true });
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(await screen.findByText('33')).toBeInTheDocument();
    expect(screen.getByText('22% di 150 = 150 × 22 ÷ 100 = 33')).toBeInTheDocument();
    expect(api.calls[0]?.json).toEqual({ mode: 'of', a: 22, b: 150 });
  });

  it('fills the form from the address, ignoring a bad parameter, and shows the saving of a discount', async () => {
    const api = fakeApi({ 'POST /api/calculate-percentage': { body: { result: 16.99, difference: 3, formula: 'f' } } });
    renderTool(percentageCalculator, PercentageCalculatorPage, {
      fakeTimers: true,
      route: '/tools/percentage-calculator?modo=sconto&a=19,99&b=tanto',
    });
    expect(screen.getByLabelText('Calcolo')).toHaveValue('discount');
    expect(screen.getByLabelText('Prezzo (€)')).toHaveValue('19,99');
    expect(screen.getByLabelText('Sconto (%)')).toHaveValue('25');
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(await screen.findByText('16,99 €')).toBeInTheDocument();
    expect(screen.getByText('Risparmi 3 €')).toBeInTheDocument();
    expect(api.calls[0]?.json).toEqual({ mode: 'discount', a: 19.99, b: 25 });
  });

  it('names the field as its label does when a total of zero has no percentage, without calling the server', async () => {
    const api = fakeApi({});
    renderTool(percentageCalculator, PercentageCalculatorPage, { fakeTimers: true, route: '/tools/percentage-calculator?modo=rapporto&b=0' });
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(screen.getByRole('alert')).toHaveTextContent('«Totale (Y)» non può essere zero: non esiste la percentuale di un totale nullo');
    expect(screen.queryByText(/«b»|«a»/)).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the server\'s Italian error', async () => {
    fakeApi({ 'POST /api/calculate-percentage': { status: 503, body: { error: 'Servizio non disponibile', code: 'X' } } });
    renderTool(percentageCalculator, PercentageCalculatorPage, { fakeTimers: true });
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(await screen.findByText('Servizio non disponibile')).toBeInTheDocument();
  });

  it('switching the mode shows its example in the fields not typed in, with no error, and keeps what was typed', async () => {
    const api = fakeApi({ 'POST /api/calculate-percentage': { body: { result: 60, difference: 20, formula: 'f' } } });
    const { user } = renderTool(percentageCalculator, PercentageCalculatorPage, { fakeTimers: true });
    await user.selectOptions(screen.getByLabelText('Calcolo'), 'Prezzo scontato');
    expect(screen.getByLabelText('Prezzo (€)')).toHaveValue('80');
    expect(screen.getByLabelText('Sconto (%)')).toHaveValue('25');
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls.at(-1)?.json).toEqual({ mode: 'discount', a: 80, b: 25 });
    await user.clear(screen.getByLabelText('Prezzo (€)'));
    await user.type(screen.getByLabelText('Prezzo (€)'), '1.200');
    expect(screen.getByText('Letto come 1200: il punto separa le migliaia')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Calcolo'), 'Variazione percentuale da A a B');
    expect(screen.getByLabelText('Valore iniziale (A)')).toHaveValue('1.200');
    expect(screen.getByLabelText('Valore finale (B)')).toHaveValue('100');
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(api.calls.at(-1)?.json).toEqual({ mode: 'change', a: 1200, b: 100 });
  });

  it('shows a figure with six significant digits, the same as its formula', async () => {
    fakeApi({ 'POST /api/calculate-percentage': { body: { result: 14.6666666667, difference: 22, formula: 'da 150 a 172: (172 − 150) ÷ 150 × 100 = +14,6667%' } } });
    renderTool(percentageCalculator, PercentageCalculatorPage, { fakeTimers: true, route: '/tools/percentage-calculator?modo=variazione&a=150&b=172' });
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(await screen.findByText('+14,6667%')).toBeInTheDocument();
  });

  it('says what is wrong with the numbers without calling the server', async () => {
    const api = fakeApi({});
    const { user } = renderTool(percentageCalculator, PercentageCalculatorPage, { fakeTimers: true });
    // The example on arrival is asked for at once; nothing more is sent for what is not a number.
    const onArrival = api.calls.length;
    await user.clear(screen.getByLabelText('Percentuale (X)'));
    await user.type(screen.getByLabelText('Percentuale (X)'), 'abc');
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(screen.getByText('«Percentuale (X)» non è un numero: scrivilo come 1234,56 o 1.234,56')).toBeInTheDocument();
    expect(api.calls).toHaveLength(onArrival);
  });
});
