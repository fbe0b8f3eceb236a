import { act, screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { vatCalculator } from '.';
import VatCalculatorPage from './VatCalculatorPage';

describe('VAT calculator page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('adds 22 % to 100 € on arrival and shows net, VAT and gross in euro', async () => {
    const api = fakeApi({ 'POST /api/calculate-vat': { body: { net: 100, vat: 22, gross: 122, rate: 22 } } });
    renderTool(vatCalculator, VatCalculatorPage, { fakeTimers: true });
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(await screen.findByText('122,00 €')).toBeInTheDocument();
    expect(screen.getByText('IVA 22%')).toBeInTheDocument();
    expect(screen.getByText('100,00 €')).toBeInTheDocument();
    expect(api.calls[0]?.json).toEqual({ amount: 100, rate: 22, mode: 'add' });
  });

  it('takes the form from the address and a rate from the chips', async () => {
    const api = fakeApi({ 'POST /api/calculate-vat': { body: { net: 117.31, vat: 4.69, gross: 122, rate: 4 } } });
    const { user } = renderTool(vatCalculator, VatCalculatorPage, { fakeTimers: true, route: '/tools/vat-calculator?importo=122&modo=scorpora&aliquota=mille' });
    expect(screen.getByLabelText('Importo ivato (€)')).toHaveValue('122');
    expect(screen.getByLabelText('Aliquota IVA (%)')).toHaveValue('22');
    await user.click(screen.getByRole('button', { name: '4%' }));
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(await screen.findByText('117,31 €')).toBeInTheDocument();
    expect(api.calls.at(-1)?.json).toEqual({ amount: 122, rate: 4, mode: 'remove' });
  });

  it('takes an amount as Italians write it: «1.220,00», «€ 1 220», and «1.200» read as 1200, said under the field', async () => {
    const api = fakeApi({ 'POST /api/calculate-vat': { body: { net: 1000, vat: 220, gross: 1220, rate: 22 } } });
    const { user } = renderTool(vatCalculator, VatCalculatorPage, { fakeTimers: true });
    const amount = screen.getByLabelText('Imponibile (€)');
    for (const [typed, value] of [['1.220,00', 1220], ['€ 1 220', 1220], ['1234.56', 1234.56], ['1.200', 1200]] as const) {
      await user.clear(amount);
      await user.type(amount, typed);
      await act(() => jest.advanceTimersByTimeAsync(250));
      expect(api.calls.at(-1)?.json).toEqual({ amount: value, rate: 22, mode: 'add' });
    }
    expect(screen.queryByText('Inserisci un importo valido')).not.toBeInTheDocument();
    expect(screen.getByText('Letto come 1200: il punto separa le migliaia')).toBeInTheDocument();
    expect(amount).toHaveAccessibleDescription('Letto come 1200: il punto separa le migliaia');
  });

  it('says what is wrong with the amount without calling the server', async () => {
    const api = fakeApi({});
    const { user } = renderTool(vatCalculator, VatCalculatorPage, { fakeTimers: true });
    // The example on arrival is asked for at once; nothing more is sent for what is not a number.
    const onArrival = api.calls.length;
    await user.clear(screen.getByLabelText('Imponibile (€)'));
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(screen.getByText('Inserisci un importo valido')).toBeInTheDocument();
    expect(api.calls).toHaveLength(onArrival);
  });
});
