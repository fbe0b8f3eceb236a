import { useId, type FormEvent } from 'react';
import type { CurrencyRequest } from '@orbita/proto-types';
import { CURRENCIES, type Currency } from '@orbita/proto-types/enums';
import { SplitToolLayout } from '../../components/layout/SplitToolLayout';
import { Alert } from '../../components/ui/Alert';
import { Card } from '../../components/ui/Card';
import { Field } from '../../components/ui/Field';
import { SelectPair, type Pair } from '../../components/ui/SelectPair';
import { Loading } from '../../components/ui/Spinner';
import { formatDay } from '../../lib/format';
import { useKeptHeight } from '../../lib/use-kept-height';
import { useLatestRequest } from '../../lib/use-latest-request';
import { useUrlState } from '../../lib/url-state/use-url-state';
import { convertCurrency, CURRENCY_ERROR } from './api/convert-currency';
import {
  answersRequest,
  convertFromHeldRates,
  CURRENCY_URL,
  currencyName,
  DEFAULT_CURRENCY_FORM,
  formatAmount,
  formatRate,
  POPULAR_PAIRS,
  ratesAreStale,
  STALE_RATES_NOTICE,
  toCurrencyRequest,
  type Conversion,
} from './currency-converter.service';
import { RateHistory } from './RateHistory';
import './currency-converter.css';

async function convert(request: CurrencyRequest, signal: AbortSignal): Promise<Conversion> {
  const answer = await convertCurrency(request, signal);
  return { request, answer, receivedAt: Date.now() };
}

function Answer({ conversion: { request, answer } }: { conversion: Conversion }) {
  return (
    <>
      <p className="currency__from">
        {formatAmount(request.amount)} {request.from} =
      </p>
      <p className="result-figure">
        {formatAmount(answer.convertedAmount)} {request.to}
      </p>
      <ul className="result-list">
        <li className="result-row">
          <span className="result-row__label">Tasso di cambio</span>
          <span className="result-row__value">
            1 {request.from} = {formatRate(answer.rate)} {request.to}
          </span>
        </li>
        <li className="result-row">
          <span className="result-row__label">Tassi del</span>
          <span className="result-row__value">{answer.date ? formatDay(answer.date) : 'N/A'}</span>
        </li>
        <li className="result-row">
          <span className="result-row__label">Fonte</span>
          <span className="result-row__value">{answer.source || 'N/A'}</span>
        </li>
      </ul>
      {ratesAreStale(answer.date) ? <Alert tone="info">{STALE_RATES_NOTICE}</Alert> : null}
    </>
  );
}

export default function CurrencyConverterPage() {
  const id = useId();
  const { value: form, update } = useUrlState(CURRENCY_URL, DEFAULT_CURRENCY_FORM);
  const { amount } = form;
  const pair: Pair<Currency> = { from: form.from, to: form.to };
  const setAmount = (amount: string) => update({ amount });
  const setPair = (chosen: Pair<Currency>) => update(chosen);
  // Converts on arrival and as the visitor types or chooses, like the other live tools: the server answers a new
  // pair (a newer input aborts the older request), the page itself a new amount of a pair whose rates it holds.
  const prepared = toCurrencyRequest(amount, pair.from, pair.to);
  const conversion = useLatestRequest(prepared, convert, { delayMs: 0, fallbackError: CURRENCY_ERROR, reuse: convertFromHeldRates });
  // Enter in the amount field has nothing left to do: the conversion already follows the inputs.
  const onSubmit = (event: FormEvent) => event.preventDefault();

  // Only an answer to exactly the inputs on screen is shown: never the old one after a swap or beside an error.
  const result = conversion.data && !conversion.error && answersRequest(conversion.data.request, prepared) ? conversion.data : null;
  const [keepHeight, keptHeight] = useKeptHeight();
  return (
    <>
      <SplitToolLayout
        inputs={
          <form className="card" onSubmit={onSubmit} noValidate>
            <h2 className="card__title">Converti</h2>
            <Field label="Importo" htmlFor={`${id}-amount`}>
              <input id={`${id}-amount`} className="input" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
            </Field>
            {'note' in prepared && prepared.note ? <p className="muted currency__note">{prepared.note}</p> : null}
            {conversion.error ? <Alert tone="error">{conversion.error}</Alert> : null}
          </form>
        }
        result={
          <section className="card" aria-labelledby={`${id}-result`} aria-live="polite">
            <h2 id={`${id}-result`} className="card__title">
              Risultato
            </h2>
            {result ? (
              <div ref={keepHeight}>
                <Answer conversion={result} />
              </div>
            ) : (
              // Until the answer to these inputs comes, the box keeps the height of the last one, so the cards under it do not move.
              <div className="currency__pending" style={keptHeight}>
                  {conversion.loading && !conversion.error ? (
                    <Loading label="Conversione in corso…" />
                  ) : (
                    <p className="empty-result">{conversion.error ? 'Correggi i dati per vedere il risultato.' : 'Scegli importo e valute.'}</p>
                  )}
              </div>
            )}
          </section>
        }
        more={
          <Card title="Valute">
            <div className="currency__pair">
              <SelectPair
                value={pair}
                onChange={setPair}
                options={CURRENCIES}
                optionLabel={(code) => `${code} — ${currencyName(code)}`}
                labels={{ from: 'Da', to: 'A', swap: 'Inverti le valute' }}
              />
            </div>
            <h3 className="currency__popular-title">Conversioni popolari</h3>
            <div className="chip-row">
              {POPULAR_PAIRS.map((popular) => (
                <button key={`${popular.from}-${popular.to}`} type="button" className="chip" onClick={() => setPair(popular)}>
                  {popular.from} → {popular.to}
                </button>
              ))}
            </div>
          </Card>
        }
      />
      <RateHistory from={pair.from} to={pair.to} />
      <p className="muted tool-section">
        I tassi sono di riferimento e possono differire da quelli applicati da banche e servizi di pagamento.
      </p>
    </>
  );
}
