import { act, screen } from '@testing-library/react';
import { fakeApi } from '../test/fake-api';
import { renderTool } from '../test/render';
import { bmiCalculator } from './bmi-calculator';
import BmiCalculatorPage from './bmi-calculator/BmiCalculatorPage';
import { numberConverter } from './number-converter';
import NumberConverterPage from './number-converter/NumberConverterPage';

const ANSWER = {
  original: { number: 'FF', baseName: 'Esadecimale' },
  converted: { number: '11111111', baseName: 'Binario' },
  allBases: { binary: '11111111', octal: '377', decimal: '255', hex: 'FF' },
  decimal: '255',
  info: { bitCount: 8, isEven: false, magnitude: 'Centinaia', isPowerOf2: false, isPowerOf8: false, isPowerOf16: false },
  twosComplement: [{ bits: 16, binary: '0000000011111111', hex: '00FF' }],
};

function setOnline(online: boolean): void {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('tool shell', () => {
  it('offline, a tool that asks the server says it needs a connection, sends nothing, and comes back by itself', async () => {
    jest.useFakeTimers();
    const api = fakeApi({ 'POST /api/convert-number': { body: ANSWER } });
    setOnline(false);
    renderTool(numberConverter, NumberConverterPage, { fakeTimers: true, route: '/tools/number-converter?numero=FF&da=16&a=2' });
    expect(screen.getByRole('heading', { name: 'Serve una connessione a Internet' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Numero da convertire')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(api.calls).toHaveLength(0);

    act(() => setOnline(true));
    expect(screen.queryByRole('heading', { name: 'Serve una connessione a Internet' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Numero da convertire')).toHaveValue('FF');
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(api.calls[0]?.json).toEqual({ number: 'FF', fromBase: 16, toBase: 2 });
  });

  it('offline, a tool that computes in the browser keeps working', async () => {
    setOnline(false);
    const { user } = renderTool(bmiCalculator, BmiCalculatorPage);
    expect(screen.queryByRole('heading', { name: 'Serve una connessione a Internet' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Altezza (cm)'), '180');
    await user.type(screen.getByLabelText('Peso (kg)'), '75');
    await user.click(screen.getByRole('button', { name: 'Calcola BMI' }));
    expect(screen.getByText('23,1')).toBeInTheDocument();
  });

  it('remembers the tool among the recent ones', () => {
    renderTool(bmiCalculator, BmiCalculatorPage);
    expect(window.localStorage.getItem('orbita.recenti')).toBe('["bmi-calculator"]');
  });
});
