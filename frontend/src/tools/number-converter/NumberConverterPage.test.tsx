import { act, screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { numberConverter } from '.';
import NumberConverterPage from './NumberConverterPage';

const ANSWER_255 = {
  original: { number: '255', baseName: 'Decimale' },
  converted: { number: 'FF', baseName: 'Esadecimale' },
  allBases: { binary: '11111111', octal: '377', decimal: '255', hex: 'FF' },
  decimal: '255',
  info: { bitCount: 8, isEven: false, magnitude: 'Centinaia', isPowerOf2: false, isPowerOf8: false, isPowerOf16: false },
  twosComplement: [
    { bits: 16, binary: '0000000011111111', hex: '00FF' },
    { bits: 32, binary: '00000000000000000000000011111111', hex: '000000FF' },
  ],
};

const ANSWER_4096 = {
  original: { number: '1000', baseName: 'Esadecimale' },
  converted: { number: '4096', baseName: 'Decimale' },
  allBases: { binary: '1000000000000', octal: '10000', decimal: '4096', hex: '1000' },
  decimal: '4096',
  info: { bitCount: 13, isEven: true, magnitude: 'Migliaia', isPowerOf2: true, isPowerOf8: true, isPowerOf16: true },
  twosComplement: [],
};

describe('number converter page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('converts the default 255 from base 10 to base 16 on arrival', async () => {
    const api = fakeApi({ 'POST /api/convert-number': { body: ANSWER_255 } });
    renderTool(numberConverter, NumberConverterPage, { fakeTimers: true });
    expect(screen.getByLabelText('Numero da convertire')).toHaveValue('255');
    expect(screen.getByLabelText('Dalla base')).toHaveValue('10');
    expect(screen.getByLabelText('Alla base')).toHaveValue('16');
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(await screen.findByText('FF', { selector: '.number__value' })).toBeInTheDocument();
    expect(screen.getByText('Dispari')).toBeInTheDocument();
    expect(screen.getByText('Centinaia')).toBeInTheDocument();
    expect(api.calls[0]?.json).toEqual({ number: '255', fromBase: 10, toBase: 16 });
  });

  it('sets the number and source base from a quick example, and shows the power badges', async () => {
    const api = fakeApi({ 'POST /api/convert-number': { body: ANSWER_4096 } });
    const { user } = renderTool(numberConverter, NumberConverterPage, { fakeTimers: true });
    await user.click(screen.getByRole('button', { name: '11111111 (bin)' }));
    expect(screen.getByLabelText('Numero da convertire')).toHaveValue('11111111');
    expect(screen.getByLabelText('Dalla base')).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Inverti le basi' }));
    expect(screen.getByLabelText('Dalla base')).toHaveValue('16');
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(await screen.findByText('Potenza di 16')).toBeInTheDocument();
    expect(screen.getByText('Potenza di 2')).toBeInTheDocument();
    expect(screen.getByText('4096', { selector: 'span.result-row__value' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.json).toEqual({ number: '11111111', fromBase: 16, toBase: 2 });
  });

  it('copies a base and ticks it for 2 seconds', async () => {
    fakeApi({ 'POST /api/convert-number': { body: ANSWER_255 } });
    const { user } = renderTool(numberConverter, NumberConverterPage, { fakeTimers: true });
    await act(() => jest.advanceTimersByTimeAsync(250));
    await user.click(await screen.findByRole('button', { name: /Binario 11111111/ }));
    expect(await navigator.clipboard.readText()).toBe('11111111');
    expect(await screen.findByRole('button', { name: /Binario 11111111 Copiato/ })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('button', { name: /Binario 11111111 Copia$/ })).toBeInTheDocument();
  });

  it('asks for a number and shows the service message for bad digits', async () => {
    fakeApi({
      'POST /api/convert-number': {
        status: 400,
        body: { error: '«129» non è un numero valido in base 2: usa solo le cifre 0 e 1', code: 'TOOLS_INVALID_NUMBER' },
      },
    });
    const { user } = renderTool(numberConverter, NumberConverterPage, { fakeTimers: true });
    await user.clear(screen.getByLabelText('Numero da convertire'));
    expect(screen.getByRole('alert')).toHaveTextContent('Inserisci un numero da convertire');
    await user.type(screen.getByLabelText('Numero da convertire'), '129');
    await user.selectOptions(screen.getByLabelText('Dalla base'), '2');
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(await screen.findByRole('alert')).toHaveTextContent('«129» non è un numero valido in base 2');
  });

  it('converts the values of a link on arrival, and a base it does not know falls back to the default', async () => {
    const api = fakeApi({ 'POST /api/convert-number': { body: ANSWER_4096 } });
    renderTool(numberConverter, NumberConverterPage, { fakeTimers: true, route: '/tools/number-converter?numero=1000&da=16&a=37' });
    expect(screen.getByLabelText('Numero da convertire')).toHaveValue('1000');
    expect(screen.getByLabelText('Dalla base')).toHaveValue('16');
    expect(screen.getByLabelText('Alla base')).toHaveValue('16');
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(api.calls[0]?.json).toEqual({ number: '1000', fromBase: 16, toBase: 16 });
  });

  it('converts to any base up to 36 from a link, and shows the two\'s complement in groups of four bits', async () => {
    const api = fakeApi({ 'POST /api/convert-number': { body: ANSWER_255 } });
    renderTool(numberConverter, NumberConverterPage, { fakeTimers: true, route: '/tools/number-converter?numero=255&da=10&a=36' });
    expect(screen.getByLabelText('Alla base')).toHaveValue('36');
    expect(screen.getAllByRole('option', { name: 'Base 36' })).toHaveLength(2);
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(api.calls[0]?.json).toEqual({ number: '255', fromBase: 10, toBase: 36 });
    expect(await screen.findByText('Complemento a due')).toBeInTheDocument();
    expect(screen.getByText('0000 0000 1111 1111')).toBeInTheDocument();
    expect(screen.getByText('0x000000FF')).toBeInTheDocument();
  });
});
