import { screen, waitFor } from '@testing-library/react';
import type { CurrencyRequest } from '@orbita/proto-types';
import { convertAmount } from '../../../../services/tools/src/currency/exchange-rates';
import { fakeApi, NETWORK_DOWN, type FakeReply } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { currencyConverter } from '.';
import { formatAmount, RATES_REUSE_MS, STALE_RATES_DAYS, STALE_RATES_NOTICE, toCurrencyRequest } from './currency-converter.service';
import CurrencyConverterPage from './CurrencyConverterPage';

const ANSWER = { convertedAmount: 92.3456, rate: 0.923456, date: '2025-01-14', source: 'Banca Centrale Europea' };

const HISTORY = {
  from: 'USD',
  to: 'EUR',
  source: 'Banca centrale europea',
  points: [
    { date: '2025-10-08', rate: 0.86 },
    { date: '2025-10-09', rate: 0.8612 },
    { date: '2025-10-10', rate: 0.85 },
    { date: '2025-10-13', rate: 0.87 },
  ],
};
/** The chart below the converter asks for the pair's history on arrival and on each change of pair. */
const HISTORY_ROUTE = { 'GET /api/currency-history': { body: HISTORY } };

/** ECB reference rates of 9 October 2025, as the tools service holds them. */
const RATES = {
  date: '2025-10-09',
  source: 'Banca centrale europea',
  perEuro: { EUR: 1, USD: 1.1611, JPY: 177.4, GBP: 0.8683, CHF: 0.9309, KRW: 1647.8, HUF: 390.98 },
} as unknown as Parameters<typeof convertAmount>[0];

/** What the tools service answers, computed by its own code. */
const serviceAnswer = ({ amount, from, to }: CurrencyRequest) => convertAmount(RATES, amount, from, to);
const serviceRoute = (call: { json: unknown }): FakeReply => ({ body: serviceAnswer(call.json as CurrencyRequest) });
const shown = (request: CurrencyRequest) => `${formatAmount(serviceAnswer(request).convertedAmount)} ${request.to}`;

describe('currency converter page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('defaults to USD → EUR', () => {
    fakeApi(HISTORY_ROUTE);
    renderTool(currencyConverter, CurrencyConverterPage);
    expect(screen.getByLabelText('Da')).toHaveValue('USD');
    expect(screen.getByLabelText('A')).toHaveValue('EUR');
  });

  it('converts 100 USD → EUR on arrival, with the amount in 2 decimals, the rate in 6, the rate date and the source', async () => {
    const api = fakeApi({ ...HISTORY_ROUTE, 'POST /api/convert-currency': { body: ANSWER } });
    renderTool(currencyConverter, CurrencyConverterPage);
    expect(await screen.findByText('92,35 EUR')).toBeInTheDocument();
    expect(screen.getByText('1 USD = 0,923456 EUR')).toBeInTheDocument();
    expect(screen.getByText('14 gennaio 2025')).toBeInTheDocument();
    expect(screen.getByText('Banca Centrale Europea')).toBeInTheDocument();
    expect(api.callsTo('POST /api/convert-currency')[0]?.json).toEqual({ amount: 100, from: 'USD', to: 'EUR' });
  });

  it("says under a result whose rates are a week old or more that today's rate may differ, and not under the day's", async () => {
    const isoDay = (daysAgo: number) => {
      const day = new Date();
      day.setDate(day.getDate() - daysAgo);
      return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    };
    fakeApi({ ...HISTORY_ROUTE, 'POST /api/convert-currency': { body: { ...ANSWER, date: isoDay(1) } } });
    const fresh = renderTool(currencyConverter, CurrencyConverterPage);
    expect(await screen.findByText('92,35 EUR')).toBeInTheDocument();
    expect(screen.queryByText(STALE_RATES_NOTICE)).not.toBeInTheDocument();
    fresh.unmount();

    fakeApi({ ...HISTORY_ROUTE, 'POST /api/convert-currency': { body: { ...ANSWER, date: isoDay(STALE_RATES_DAYS) } } });
    renderTool(currencyConverter, CurrencyConverterPage);
    expect(await screen.findByText('92,35 EUR')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Risultato' })).toContainElement(screen.getByText(STALE_RATES_NOTICE));
  });

  it('converts as the visitor types an amount the Italian way, with no button to press', async () => {
    const api = fakeApi({
      ...HISTORY_ROUTE,
      'POST /api/convert-currency': (call) => ({ body: { ...ANSWER, convertedAmount: (call.json as { amount: number }).amount * 0.5, rate: 0.5 } }),
    });
    const { user } = renderTool(currencyConverter, CurrencyConverterPage);
    expect(screen.queryByRole('button', { name: 'Converti' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Importo'));
    await user.type(screen.getByLabelText('Importo'), '1.234,56');
    expect(await screen.findByText('617,28 EUR')).toBeInTheDocument();
    expect(api.callsTo('POST /api/convert-currency').at(-1)?.json).toEqual({ amount: 1234.56, from: 'USD', to: 'EUR' });
  });

  it('converts a new amount of the pair on screen in the page, in the same update as the keystroke, to the figure the server would give', async () => {
    const api = fakeApi({ ...HISTORY_ROUTE, 'POST /api/convert-currency': serviceRoute });
    const { user } = renderTool(currencyConverter, CurrencyConverterPage);
    expect(await screen.findByText(shown({ amount: 100, from: 'USD', to: 'EUR' }))).toBeInTheDocument();
    const field = screen.getByLabelText('Importo');
    await user.clear(field);
    let typed = '';
    for (const key of '987.654,32') {
      await user.type(field, key);
      typed += key;
      // No waiting: the result of this very input, as the page reads it, is already on screen, and nothing says «in corso».
      const prepared = toCurrencyRequest(typed, 'USD', 'EUR');
      if ('request' in prepared) expect(screen.getByText(shown(prepared.request))).toBeInTheDocument();
      expect(screen.queryByText('Conversione in corso…')).not.toBeInTheDocument();
    }
    expect(screen.getByText('987.654,32 USD =')).toBeInTheDocument();
    expect(screen.getByText(shown({ amount: 987654.32, from: 'USD', to: 'EUR' }))).toBeInTheDocument();
    expect(screen.getByText('1 USD = 0,861252 EUR')).toBeInTheDocument();
    expect(screen.getByText('9 ottobre 2025')).toBeInTheDocument();
    expect(api.callsTo('POST /api/convert-currency')).toHaveLength(1);
  });

  it('asks the server for a new pair, showing no result until its answer, then converts its amounts in the page', async () => {
    let answerJpy: (reply: FakeReply) => void = () => {};
    const api = fakeApi({
      ...HISTORY_ROUTE,
      'POST /api/convert-currency': (call) =>
        (call.json as CurrencyRequest).to === 'JPY' && api.callsTo('POST /api/convert-currency').length === 2
          ? new Promise((resolve) => (answerJpy = resolve))
          : serviceRoute(call),
    });
    const { user } = renderTool(currencyConverter, CurrencyConverterPage);
    expect(await screen.findByText(shown({ amount: 100, from: 'USD', to: 'EUR' }))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'USD → JPY' }));
    expect(api.callsTo('POST /api/convert-currency').at(-1)?.json).toEqual({ amount: 100, from: 'USD', to: 'JPY' });
    expect(screen.getByText('Conversione in corso…')).toBeInTheDocument();
    expect(screen.queryByText(shown({ amount: 100, from: 'USD', to: 'EUR' }))).not.toBeInTheDocument();
    answerJpy({ body: serviceAnswer({ amount: 100, from: 'USD', to: 'JPY' }) });
    expect(await screen.findByText(shown({ amount: 100, from: 'USD', to: 'JPY' }))).toBeInTheDocument();
    await user.type(screen.getByLabelText('Importo'), '5');
    expect(screen.getByText(shown({ amount: 1005, from: 'USD', to: 'JPY' }))).toBeInTheDocument();
    expect(api.callsTo('POST /api/convert-currency')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Inverti le valute' }));
    expect(api.callsTo('POST /api/convert-currency').at(-1)?.json).toEqual({ amount: 1005, from: 'JPY', to: 'USD' });
    expect(await screen.findByText(shown({ amount: 1005, from: 'JPY', to: 'USD' }))).toBeInTheDocument();
  });

  it('asks the server again once the rates it holds are more than a few minutes old', async () => {
    let now = Date.UTC(2025, 9, 9, 17);
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const api = fakeApi({ ...HISTORY_ROUTE, 'POST /api/convert-currency': serviceRoute });
    const { user } = renderTool(currencyConverter, CurrencyConverterPage);
    expect(await screen.findByText(shown({ amount: 100, from: 'USD', to: 'EUR' }))).toBeInTheDocument();
    now += RATES_REUSE_MS - 1000;
    await user.type(screen.getByLabelText('Importo'), '1');
    expect(screen.getByText(shown({ amount: 1001, from: 'USD', to: 'EUR' }))).toBeInTheDocument();
    expect(api.callsTo('POST /api/convert-currency')).toHaveLength(1);
    now += 2000;
    await user.type(screen.getByLabelText('Importo'), '2');
    expect(api.callsTo('POST /api/convert-currency').at(-1)?.json).toEqual({ amount: 10012, from: 'USD', to: 'EUR' });
    expect(await screen.findByText(shown({ amount: 10012, from: 'USD', to: 'EUR' }))).toBeInTheDocument();
  });

  it('converts a popular pair at once', async () => {
    const api = fakeApi({ ...HISTORY_ROUTE, 'POST /api/convert-currency': { body: { ...ANSWER, convertedAmount: 15550, rate: 155.5 } } });
    const { user } = renderTool(currencyConverter, CurrencyConverterPage);
    await user.click(screen.getByRole('button', { name: 'USD → JPY' }));
    expect(await screen.findByText('15.550,00 JPY')).toBeInTheDocument();
    expect(screen.getByLabelText('A')).toHaveValue('JPY');
    expect(api.callsTo('POST /api/convert-currency').at(-1)?.json).toEqual({ amount: 100, from: 'USD', to: 'JPY' });
  });

  it('after a swap never shows the old result beside the new currencies, and after an error shows no result', async () => {
    let answerEurUsd: (reply: { body: unknown }) => void = () => {};
    fakeApi({
      ...HISTORY_ROUTE,
      'POST /api/convert-currency': (call) =>
        (call.json as { from: string }).from === 'USD' ? { body: ANSWER } : new Promise((resolve) => (answerEurUsd = resolve)),
    });
    const { user } = renderTool(currencyConverter, CurrencyConverterPage);
    expect(await screen.findByText('92,35 EUR')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Inverti le valute' }));
    expect(screen.queryByText('92,35 EUR')).not.toBeInTheDocument();
    expect(screen.queryByText(/USD =$/)).not.toBeInTheDocument();
    answerEurUsd({ body: { ...ANSWER, convertedAmount: 108.29, rate: 1.0829 } });
    expect(await screen.findByText('108,29 USD')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Importo'));
    await user.type(screen.getByLabelText('Importo'), '0');
    expect(screen.getByRole('alert')).toHaveTextContent('Inserisci un importo valido');
    expect(screen.queryByText('108,29 USD')).not.toBeInTheDocument();
  });

  it('asks for a valid amount and reports failures', async () => {
    fakeApi({ ...HISTORY_ROUTE, 'POST /api/convert-currency': { status: 502 } });
    const { user } = renderTool(currencyConverter, CurrencyConverterPage);
    await user.clear(screen.getByLabelText('Importo'));
    expect(screen.getByRole('alert')).toHaveTextContent('Inserisci un importo valido');
    await user.type(screen.getByLabelText('Importo'), '10');
    expect(await screen.findByText('Errore durante la conversione')).toBeInTheDocument();
    fakeApi({ ...HISTORY_ROUTE, 'POST /api/convert-currency': NETWORK_DOWN });
    await user.type(screen.getByLabelText('Importo'), '5');
    expect(await screen.findByText('Errore di connessione. Riprova.')).toBeInTheDocument();
  });

  it('converts the amount and pair of a link on arrival', async () => {
    const api = fakeApi({ ...HISTORY_ROUTE, 'POST /api/convert-currency': { body: { ...ANSWER, convertedAmount: 215.5, rate: 0.862 } } });
    renderTool(currencyConverter, CurrencyConverterPage, { route: '/tools/currency-converter?importo=250&da=EUR&a=GBP' });
    expect(await screen.findByText('215,50 GBP')).toBeInTheDocument();
    expect(api.callsTo('POST /api/convert-currency')).toHaveLength(1);
    expect(api.callsTo('POST /api/convert-currency')[0]?.json).toEqual({ amount: 250, from: 'EUR', to: 'GBP' });
  });

  it('draws how the pair moved, with its lowest, highest and change, and asks again for another pair or period', async () => {
    const api = fakeApi(HISTORY_ROUTE);
    const { user } = renderTool(currencyConverter, CurrencyConverterPage);
    expect(await screen.findByRole('img', { name: /^Andamento del cambio USD\/EUR dal 8 ottobre 2025 al 13 ottobre 2025: minimo 0,850000 il 10 ottobre 2025, massimo 0,870000 il 13 ottobre 2025, variazione \+1,16%\.$/ })).toBeInTheDocument();
    expect(screen.getByText('+1,16%')).toBeInTheDocument();
    expect(api.callsTo('GET /api/currency-history')[0]?.path).toBe('/api/currency-history?from=USD&to=EUR&days=90');
    await user.click(screen.getByRole('button', { name: '30 giorni' }));
    await user.click(screen.getByRole('button', { name: 'Inverti le valute' }));
    await waitFor(() => expect(api.callsTo('GET /api/currency-history').at(-1)?.path).toBe('/api/currency-history?from=EUR&to=USD&days=30'));
  });

  it('with only the shipped snapshot, says the rates could not be updated and draws no chart of one dot', async () => {
    fakeApi({
      'GET /api/currency-history': { body: { ...HISTORY, points: [{ date: '2025-10-09', rate: 0.8612 }] } },
      'POST /api/convert-currency': { body: { ...ANSWER, date: '2025-10-09' } },
    });
    renderTool(currencyConverter, CurrencyConverterPage);
    expect(await screen.findByText('Tassi del 9 ottobre 2025: non è stato possibile aggiornarli')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Andamento del cambio/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Variazione nel periodo')).not.toBeInTheDocument();
  });
});
