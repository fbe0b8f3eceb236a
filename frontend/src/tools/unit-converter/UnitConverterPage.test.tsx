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
  formula: '1 km ≈ 0,621371 mi, quindi 1 km × 0,621371 ≈ 0,621371 mi',
};

describe('unit converter page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('converts 1 km into miles on arrival, both ways, with Italian formatting', async () => {
    const api = fakeApi({ 'POST /api/convert-unit': { body: KM_TO_MI } });
    renderTool(unitConverter, UnitConverterPage, { fakeTimers: true });
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(await screen.findByText('0,621371 miglia')).toBeInTheDocument();
    expect(screen.getByText('1,60934 chilometri')).toBeInTheDocument();
    expect(document.querySelector('.unit__result')).toHaveTextContent('1 chilometro ≈ 0,621371 miglia');
    expect(document.querySelector('.unit__reverse')).toHaveTextContent('1 miglio ≈ 1,60934 chilometri');
    expect(api.calls).toEqual([]); // worked out in the page
  });

  it('takes a temperature from the address and switches units with the quantity', async () => {
    const api = fakeApi({
      'POST /api/convert-unit': { body: { result: 212, reverse: 37.7777777778, from: { symbol: 'C', name: 'gradi Celsius' }, to: { symbol: 'F', name: 'gradi Fahrenheit' }, formula: '°F = °C × 9/5 + 32' } },
    });
    const { user } = renderTool(unitConverter, UnitConverterPage, { fakeTimers: true, route: '/tools/unit-converter?grandezza=temperatura&valore=100&da=C&a=F' });
    expect(screen.getByLabelText('Da')).toHaveValue('C');
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(await screen.findByText('212 gradi Fahrenheit')).toBeInTheDocument();
    expect(screen.getByText('37,7778 gradi Celsius')).toBeInTheDocument();
    expect(api.calls).toEqual([]); // worked out in the page
    await user.selectOptions(screen.getByLabelText('Grandezza'), 'Massa');
    expect(screen.getByLabelText('Da')).toHaveValue('kg');
    expect(screen.getByLabelText('A')).toHaveValue('g');
  });

  it('names one unit in the singular and shows six significant digits', async () => {
    fakeApi({
      'POST /api/convert-unit': {
        body: { result: 0.0166666666667, reverse: 60, from: { symbol: 's', name: 'secondi' }, to: { symbol: 'min', name: 'minuti' }, formula: '1 s ≈ 0,0166667 min, quindi 1 s × 0,0166667 ≈ 0,0166667 min' },
      },
    });
    renderTool(unitConverter, UnitConverterPage, { fakeTimers: true, route: '/tools/unit-converter?grandezza=tempo&valore=1&da=s&a=min' });
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(await screen.findByText('0,0166667 minuti')).toBeInTheDocument();
    expect(document.querySelector('.unit__result')).toHaveTextContent('1 secondo ≈ 0,0166667 minuti');
    expect(document.querySelector('.unit__reverse')).toHaveTextContent('1 minuto = 60 secondi');
  });

  it('reads a value typed the Italian way and says how it read an ambiguous one', async () => {
    const api = fakeApi({ 'POST /api/convert-unit': { body: KM_TO_MI } });
    const { user } = renderTool(unitConverter, UnitConverterPage, { fakeTimers: true });
    await user.clear(screen.getByLabelText('Valore'));
    await user.type(screen.getByLabelText('Valore'), '1.500');
    expect(screen.getByText('Letto come 1500: il punto separa le migliaia')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(screen.getByText('932,057 miglia')).toBeInTheDocument(); // 1.500 km in miles, worked out in the page
    await user.clear(screen.getByLabelText('Valore'));
    await user.type(screen.getByLabelText('Valore'), '1 234,5');
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(screen.getByText('767,083 miglia')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('says what is wrong with the value without calling the server', async () => {
    const api = fakeApi({});
    const { user } = renderTool(unitConverter, UnitConverterPage, { fakeTimers: true });
    // The example on arrival is asked for at once; nothing more is sent for what is not a number.
    const onArrival = api.calls.length;
    await user.clear(screen.getByLabelText('Valore'));
    await user.type(screen.getByLabelText('Valore'), 'abc');
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(screen.getByText('Inserisci un numero valido')).toBeInTheDocument();
    expect(api.calls).toHaveLength(onArrival);
  });
});
