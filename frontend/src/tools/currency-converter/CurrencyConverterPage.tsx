import { useId, type FormEvent } from 'react';
import type { CurrencyRequest, CurrencyResponse } from '@orbita/proto-types';
import { CURRENCIES, type Currency } from '@orbita/proto-types/enums';
import { Alert } from '../../components/ui/Alert';
import { Field } from '../../components/ui/Field';
import { Icon } from '../../components/ui/Icon';
import { SelectPair, type Pair } from '../../components/ui/SelectPair';
import { formatDay } from '../../lib/format';
import { useAsyncAction } from '../../lib/use-async-action';
import { useOnArrival } from '../../lib/url-state/use-on-arrival';
import { useUrlState } from '../../lib/url-state/use-url-state';
import { convertCurrency, CURRENCY_ERROR } from './api/convert-currency';
import {
  CURRENCY_URL,
  currencyName,
  DEFAULT_CURRENCY_FORM,
  formatAmount,
  formatRate,
  POPULAR_PAIRS,
  toCurrencyRequest,
} from './currency-converter.service';
import { RateHistory } from './RateHistory';
import './currency-converter.css';

interface Conversion {
  request: CurrencyRequest;
  answer: CurrencyResponse;
}

async function convert(request: CurrencyRequest): Promise<Conversion> {
  return { request, answer: await convertCurrency(request) };
}

export default function CurrencyConverterPage() {
  const id = useId();
  const { value: form, set: setForm, restored } = useUrlState(CURRENCY_URL, DEFAULT_CURRENCY_FORM);
  const { amount } = form;
  const pair: Pair<Currency> = { from: form.from, to: form.to };
  const setAmount = (text: string) => setForm((current) => ({ ...current, amount: text }));
  const setPair = (chosen: Pair<Currency>) => setForm((current) => ({ ...current, ...chosen }));
  const conversion = useAsyncAction(convert, CURRENCY_ERROR);

  const submit = (chosen: Pair<Currency>) => {
    const prepared = toCurrencyRequest(amount, chosen.from, chosen.to);
    if ('error' in prepared) conversion.fail(prepared.error);
    else void conversion.run(prepared.request);
  };

  // A link with an amount or a pair converts at once.
  useOnArrival(restored, () => submit(pair));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(pair);
  };

  const choosePair = (chosen: Pair<Currency>) => {
    setPair(chosen);
    submit(chosen);
  };

  const result = conversion.data;
  return (
    <>
      <div className="tool-layout">
        <form className="card" onSubmit={onSubmit} noValidate>
          <h2 className="card__title">Converti</h2>
          <Field label="Importo" htmlFor={`${id}-amount`}>
            <input id={`${id}-amount`} className="input" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
          </Field>
          <SelectPair
            value={pair}
            onChange={setPair}
            options={CURRENCIES}
            optionLabel={(code) => `${code} — ${currencyName(code)}`}
            labels={{ from: 'Da', to: 'A', swap: 'Inverti le valute' }}
          />
          {conversion.error ? <Alert tone="error">{conversion.error}</Alert> : null}
          <button type="submit" className="btn btn--primary btn--block" disabled={conversion.loading}>
            {conversion.loading ? <span className="spinner" aria-hidden="true" /> : <Icon name="exchange" size={18} />}
            {conversion.loading ? 'Conversione in corso…' : 'Converti'}
          </button>
          <h3 className="currency__popular-title">Conversioni popolari</h3>
          <div className="chip-row">
            {POPULAR_PAIRS.map((popular) => (
              <button key={`${popular.from}-${popular.to}`} type="button" className="chip" onClick={() => choosePair(popular)}>
                {popular.from} → {popular.to}
              </button>
            ))}
          </div>
        </form>
        <section className="card" aria-labelledby={`${id}-result`} aria-live="polite">
          <h2 id={`${id}-result`} className="card__title">
            Risultato
          </h2>
          {result ? (
            <>
              <p className="currency__from">
                {formatAmount(result.request.amount)} {result.request.from} =
              </p>
              <p className="result-figure">
                {formatAmount(result.answer.convertedAmount)} {result.request.to}
              </p>
              <ul className="result-list">
                <li className="result-row">
                  <span className="result-row__label">Tasso di cambio</span>
                  <span className="result-row__value">
                    1 {result.request.from} = {formatRate(result.answer.rate)} {result.request.to}
                  </span>
                </li>
                <li className="result-row">
                  <span className="result-row__label">Tassi del</span>
                  <span className="result-row__value">{result.answer.date ? formatDay(result.answer.date) : 'N/A'}</span>
                </li>
                <li className="result-row">
                  <span className="result-row__label">Fonte</span>
                  <span className="result-row__value">{result.answer.source || 'N/A'}</span>
                </li>
              </ul>
            </>
          ) : (
            <p className="empty-result">Scegli importo e valute, poi premi «Converti».</p>
          )}
        </section>
      </div>
      <RateHistory from={pair.from} to={pair.to} />
      <p className="muted tool-section">
        I tassi sono di riferimento e possono differire da quelli applicati da banche e servizi di pagamento.
      </p>
    </>
  );
}
