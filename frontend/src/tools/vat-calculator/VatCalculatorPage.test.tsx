import { act, screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { vatCalculator } from '.';
import VatCalculatorPage from './VatCalculatorPage';

describe('VAT calculator page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('adds 22 % to 100 € on arrival and shows net, VAT and gross in euro, worked out in the page with no request', () => {
    const api = fakeApi({});
    renderTool(vatCalculator, VatCalculatorPage, { fakeTimers: true });
    expect(screen.getByText('122,00 €')).toBeInTheDocument();
    expect(screen.getByText('IVA 22%')).toBeInTheDocument();
    expect(screen.getByText('100,00 €')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('answers each keystroke in the same frame: a new amount never shows beside the old result', async () => {
    const api = fakeApi({});
    const { user } = renderTool(vatCalculator, VatCalculatorPage, { fakeTimers: true });
    const amount = screen.getByLabelText('Imponibile (€)');
    await user.clear(amount);
    await user.type(amount, '1000');
    expect(screen.getByText('1.220,00 €')).toBeInTheDocument();
    expect(screen.getByText('220,00 €')).toBeInTheDocument();
    expect(screen.queryByText('Aggiornamento…')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("refuses an amount beyond the service's bound with the service's sentence", async () => {
    fakeApi({});
    const { user } = renderTool(vatCalculator, VatCalculatorPage, { fakeTimers: true });
    const amount = screen.getByLabelText('Imponibile (€)');
    await user.clear(amount);
    await user.type(amount, '10,555');
    expect(screen.getByText('Il campo «Importo (€)» può avere al massimo due decimali (i centesimi)')).toBeInTheDocument();
  });

  it('takes the form from the address and a rate from the chips', async () => {
    fakeApi({});
    const { user } = renderTool(vatCalculator, VatCalculatorPage, { fakeTimers: true, route: '/tools/vat-calculator?importo=122&modo=scorpora&aliquota=mille' });
    expect(screen.getByLabelText('Importo ivato (€)')).toHaveValue('122');
    expect(screen.getByLabelText('Aliquota IVA (%)')).toHaveValue('22');
    await user.click(screen.getByRole('button', { name: '4%' }));
    expect(screen.getByText('117,31 €')).toBeInTheDocument();
    expect(screen.getByText('4,69 €')).toBeInTheDocument();
  });

  it('takes an amount as Italians write it: «1.220,00», «€ 1 220», and «1.200» read as 1200, said under the field', async () => {
    fakeApi({});
    const { user } = renderTool(vatCalculator, VatCalculatorPage, { fakeTimers: true });
    const amount = screen.getByLabelText('Imponibile (€)');
    for (const [typed, net] of [['1.220,00', '1.220,00 €'], ['€ 1 220', '1.220,00 €'], ['1234.56', '1.234,56 €'], ['1.200', '1.200,00 €']] as const) {
      await user.clear(amount);
      await user.type(amount, typed);
      expect(screen.getByText(net)).toBeInTheDocument();
    }
    expect(screen.queryByText('Inserisci un importo valido')).not.toBeInTheDocument();
    expect(screen.getByText('Letto come 1200: il punto separa le migliaia')).toBeInTheDocument();
    expect(amount).toHaveAccessibleDescription('Letto come 1200: il punto separa le migliaia');
  });

  it('says what is wrong with the amount without calling the server', async () => {
    const api = fakeApi({});
    const { user } = renderTool(vatCalculator, VatCalculatorPage, { fakeTimers: true });
    const onArrival = api.calls.length;
    await user.clear(screen.getByLabelText('Imponibile (€)'));
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(screen.getByText('Inserisci un importo valido')).toBeInTheDocument();
    expect(api.calls).toHaveLength(onArrival);
  });
});
