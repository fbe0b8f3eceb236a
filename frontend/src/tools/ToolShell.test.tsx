import { act, screen } from '@testing-library/react';
import { fakeApi } from '../test/fake-api';
import { renderTool } from '../test/render';
import { bmiCalculator } from './bmi-calculator';
import BmiCalculatorPage from './bmi-calculator/BmiCalculatorPage';
import { qrCodeGenerator } from './qr-code-generator';
import QrCodeGeneratorPage from './qr-code-generator/QrCodeGeneratorPage';

const ANSWER = {
  qrCode: 'data:image/png;base64,iVBORw0KGgo=',
  text: 'ciao',
  size: 300,
  errorCorrectionLevel: 'M',
  downloadUrl: '/api/generate-qr/download?text=ciao',
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
    const api = fakeApi({ 'POST /api/generate-qr': { body: ANSWER } });
    setOnline(false);
    renderTool(qrCodeGenerator, QrCodeGeneratorPage, { fakeTimers: true, route: '/tools/qr-code-generator?testo=ciao' });
    expect(screen.getByRole('heading', { name: 'Serve una connessione a Internet' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Testo o link da codificare')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(api.calls).toHaveLength(0);

    act(() => setOnline(true));
    expect(screen.queryByRole('heading', { name: 'Serve una connessione a Internet' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Testo o link da codificare')).toHaveValue('ciao');
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(api.calls[0]?.json).toMatchObject({ text: 'ciao' });
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
