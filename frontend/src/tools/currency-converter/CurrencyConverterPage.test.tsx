import { screen } from '@testing-library/react';
import { fakeApi, NETWORK_DOWN } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { currencyConverter } from '.';
import CurrencyConverterPage from './CurrencyConverterPage';

const ANSWER = { convertedAmount: 92.3456, rate: 0.923456, date: '2025-01-14', source: 'Banca Centrale Europea' };

describe('currency converter page', () => {
  it('defaults to USD → EUR', () => {
    renderTool(currencyConverter, CurrencyConverterPage);
    expect(screen.getByLabelText('Da')).toHaveValue('USD');
    expect(screen.getByLabelText('A')).toHaveValue('EUR');
  });

  it('shows the amount with 2 decimals, the rate with 6, the rate date and the source', async () => {
    const api = fakeApi({ 'POST /api/convert-currency': { body: ANSWER } });
    const { user } = renderTool(currencyConverter, CurrencyConverterPage);
    await user.click(screen.getByRole('button', { name: 'Converti' }));
    expect(await screen.findByText('92,35 EUR')).toBeInTheDocument();
    expect(screen.getByText('1 USD = 0,923456 EUR')).toBeInTheDocument();
    expect(screen.getByText('14 gennaio 2025')).toBeInTheDocument();
    expect(screen.getByText('Banca Centrale Europea')).toBeInTheDocument();
    expect(api.calls[0]?.json).toEqual({ amount: 100, from: 'USD', to: 'EUR' });
  });

  it('converts a popular pair at once', async () => {
    const api = fakeApi({ 'POST /api/convert-currency': { body: { ...ANSWER, convertedAmount: 15550, rate: 155.5 } } });
    const { user } = renderTool(currencyConverter, CurrencyConverterPage);
    await user.click(screen.getByRole('button', { name: 'USD → JPY' }));
    expect(await screen.findByText('15.550,00 JPY')).toBeInTheDocument();
    expect(screen.getByLabelText('A')).toHaveValue('JPY');
    expect(api.calls[0]?.json).toEqual({ amount: 100, from: 'USD', to: 'JPY' });
  });

  it('asks for a valid amount and reports failures', async () => {
    fakeApi({ 'POST /api/convert-currency': { status: 502 } });
    const { user } = renderTool(currencyConverter, CurrencyConverterPage);
    await user.clear(screen.getByLabelText('Importo'));
    await user.click(screen.getByRole('button', { name: 'Converti' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Inserisci un importo valido');
    await user.type(screen.getByLabelText('Importo'), '10');
    await user.click(screen.getByRole('button', { name: 'Converti' }));
    expect(await screen.findByText('Errore durante la conversione')).toBeInTheDocument();
    fakeApi({ 'POST /api/convert-currency': NETWORK_DOWN });
    await user.click(screen.getByRole('button', { name: 'Converti' }));
    expect(await screen.findByText('Errore di connessione. Riprova.')).toBeInTheDocument();
  });
});
