import { act, screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { unitConverter } from '.';
import UnitConverterPage from './UnitConverterPage';

const KM_TO_MI = {
  result: 0.621371192237,
  reverse: 1.609344,
  from: { symbol: 'km', name: 'chilometri' },
  to: { symbol: 'mi', name: 'miglia' },
  formula: '1 km = 0,621371192237 mi, quindi 1 km × 0,621371192237 = 0,621371192237 mi',
};

describe('unit converter page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('converts 1 km into miles on arrival, both ways, with Italian formatting', async () => {
    const api = fakeApi({ 'POST /api/convert-unit': { body: KM_TO_MI } });
    renderTool(unitConverter, UnitConverterPage, { fakeTimers: true });
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(await screen.findByText('0,621371192237')).toBeInTheDocument();
    expect(screen.getByText('1,609344')).toBeInTheDocument();
    expect(api.calls[0]?.json).toEqual({ quantity: 'length', value: 1, from: 'km', to: 'mi' });
  });

  it('takes a temperature from the address and switches units with the quantity', async () => {
    const api = fakeApi({
      'POST /api/convert-unit': { body: { result: 212, reverse: 37.7777777778, from: { symbol: 'C', name: 'gradi Celsius' }, to: { symbol: 'F', name: 'gradi Fahrenheit' }, formula: '°F = °C × 9/5 + 32' } },
    });
    const { user } = renderTool(unitConverter, UnitConverterPage, { fakeTimers: true, route: '/tools/unit-converter?grandezza=temperatura&valore=100&da=C&a=F' });
    expect(screen.getByLabelText('Da')).toHaveValue('C');
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(await screen.findByText('212')).toBeInTheDocument();
    expect(api.calls[0]?.json).toEqual({ quantity: 'temperature', value: 100, from: 'C', to: 'F' });
    await user.selectOptions(screen.getByLabelText('Grandezza'), 'Massa');
    expect(screen.getByLabelText('Da')).toHaveValue('kg');
    expect(screen.getByLabelText('A')).toHaveValue('g');
  });

  it('says what is wrong with the value without calling the server', async () => {
    const api = fakeApi({});
    const { user } = renderTool(unitConverter, UnitConverterPage, { fakeTimers: true });
    await user.clear(screen.getByLabelText('Valore'));
    await user.type(screen.getByLabelText('Valore'), 'abc');
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(screen.getByText('Inserisci un numero valido')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
