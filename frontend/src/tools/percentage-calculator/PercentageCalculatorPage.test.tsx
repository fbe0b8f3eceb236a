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
    expect(screen.getByLabelText('Sconto (%)')).toHaveValue('150');
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(await screen.findByText('16,99 €')).toBeInTheDocument();
    expect(screen.getByText('Risparmi 3 €')).toBeInTheDocument();
    expect(api.calls[0]?.json).toEqual({ mode: 'discount', a: 19.99, b: 150 });
  });

  it('shows the server\'s Italian error', async () => {
    fakeApi({
      'POST /api/calculate-percentage': {
        status: 400,
        body: { error: 'Il campo «b» non può essere zero: non esiste la percentuale di un totale nullo', code: 'TOOLS_INVALID_PERCENTAGE' },
      },
    });
    renderTool(percentageCalculator, PercentageCalculatorPage, { fakeTimers: true, route: '/tools/percentage-calculator?modo=rapporto&b=0' });
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(await screen.findByText(/non esiste la percentuale di un totale nullo/)).toBeInTheDocument();
  });

  it('says what is wrong with the numbers without calling the server', async () => {
    const api = fakeApi({});
    const { user } = renderTool(percentageCalculator, PercentageCalculatorPage, { fakeTimers: true });
    await user.clear(screen.getByLabelText('Percentuale (X)'));
    await user.type(screen.getByLabelText('Percentuale (X)'), 'abc');
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(screen.getByText('Inserisci due numeri validi')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
