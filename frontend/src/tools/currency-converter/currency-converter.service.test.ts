import { currencyName, formatAmount, formatRate, toCurrencyRequest } from './currency-converter.service';

describe('currency converter', () => {
  it('formats amounts with two decimals and rates with six, Italian style', () => {
    expect(formatAmount(92.3456)).toBe('92,35');
    expect(formatAmount(12345.5)).toBe('12.345,50');
    expect(formatRate(0.9235)).toBe('0,923500');
  });

  it("shows N/A when there is no rate", () => {
    expect(formatRate(undefined)).toBe('N/A');
    expect(formatRate(null)).toBe('N/A');
  });

  it('asks for an amount greater than zero', () => {
    expect(toCurrencyRequest('0', 'USD', 'EUR')).toEqual({ invalid: 'Inserisci un importo valido' });
    expect(toCurrencyRequest('', 'USD', 'EUR')).toEqual({ invalid: 'Inserisci un importo valido' });
    expect(toCurrencyRequest('-5', 'USD', 'EUR')).toEqual({ invalid: 'Inserisci un importo valido' });
    expect(toCurrencyRequest('12,5', 'GBP', 'JPY')).toEqual({ request: { amount: 12.5, from: 'GBP', to: 'JPY' } });
    expect(toCurrencyRequest('1.234,56', 'USD', 'EUR')).toEqual({ request: { amount: 1234.56, from: 'USD', to: 'EUR' } });
    expect(toCurrencyRequest('€ 12', 'EUR', 'USD')).toEqual({ request: { amount: 12, from: 'EUR', to: 'USD' } });
    expect(toCurrencyRequest('1.234', 'USD', 'EUR')).toMatchObject({ request: { amount: 1234 }, note: expect.stringContaining('1234') });
  });

  it('names currencies in Italian', () => {
    expect(currencyName('EUR')).toBe('Euro');
    expect(currencyName('JPY')).toBe('Yen giapponese');
  });
});
