import { memo, useState } from 'react';
import type { Currency } from '@orbita/proto-types/enums';
import { LineChart } from '../../components/charts/LineChart';
import { Alert } from '../../components/ui/Alert';
import { Loading } from '../../components/ui/Spinner';
import { formatDay } from '../../lib/format';
import { useLatestRequest } from '../../lib/use-latest-request';
import { getCurrencyHistory, HISTORY_ERROR } from './api/get-currency-history';
import { formatChange, formatRate, HISTORY_PERIODS, summarizeHistory } from './currency-converter.service';

const FETCH_DELAY_MS = 200;

/** «Tassi del 9 ottobre 2025: non è stato possibile aggiornarli». */
export function snapshotNotice(day: string): string {
  return `Tassi del ${formatDay(day)}: non è stato possibile aggiornarli`;
}

/**
 * How 1 `from` moved in `to` over the last 30, 60 or 90 days, as a line and in figures. Memoised: a new amount
 * leaves the pair as it is, so the chart is not drawn again in the frame of each keystroke.
 */
export const RateHistory = memo(function RateHistory({ from, to }: { from: Currency; to: Currency }) {
  const [days, setDays] = useState<(typeof HISTORY_PERIODS)[number]>(90);
  const history = useLatestRequest({ request: { from, to, days } }, getCurrencyHistory, { delayMs: FETCH_DELAY_MS, fallbackError: HISTORY_ERROR });
  const points = history.data?.points ?? [];
  const summary = summarizeHistory(points);
  const shown = history.data && history.data.from === from && history.data.to === to ? history.data : null;
  // One day of rates is the snapshot the service ships with: no line to draw, and the page says the rates are old.
  const onlySnapshot = shown && points.length < 2 ? points[0] : undefined;

  return (
    <section className="card tool-section" aria-labelledby="currency-history">
      <h2 id="currency-history" className="card__title">
        Andamento di 1 {from} in {to}
      </h2>
      <div className="chip-row" role="group" aria-label="Periodo">
        {HISTORY_PERIODS.map((period) => (
          <button key={period} type="button" className="chip" aria-pressed={period === days} onClick={() => setDays(period)}>
            {period} giorni
          </button>
        ))}
      </div>
      {history.error ? <Alert tone="error">{history.error}</Alert> : null}
      {history.loading && !shown ? <Loading label="Caricamento dell’andamento…" /> : null}
      {onlySnapshot ? <Alert tone="info">{snapshotNotice(onlySnapshot.date)}</Alert> : null}
      {shown && summary && points.length >= 2 ? (
        <>
          <LineChart
            points={points.map((point) => ({ date: point.date, value: point.rate }))}
            formatValue={formatRate}
            label={
              `Andamento del cambio ${from}/${to} dal ${formatDay(points[0]!.date)} al ${formatDay(points.at(-1)!.date)}: ` +
              `minimo ${formatRate(summary.min.rate)} il ${formatDay(summary.min.date)}, massimo ${formatRate(summary.max.rate)} il ${formatDay(summary.max.date)}, ` +
              `variazione ${formatChange(summary.changePercent)}.`
            }
          />
          <ul className="result-list">
            <li className="result-row">
              <span className="result-row__label">Minimo</span>
              <span className="result-row__value">
                {formatRate(summary.min.rate)} ({formatDay(summary.min.date)})
              </span>
            </li>
            <li className="result-row">
              <span className="result-row__label">Massimo</span>
              <span className="result-row__value">
                {formatRate(summary.max.rate)} ({formatDay(summary.max.date)})
              </span>
            </li>
            <li className="result-row">
              <span className="result-row__label">Variazione nel periodo</span>
              <span className="result-row__value">{formatChange(summary.changePercent)}</span>
            </li>
          </ul>
          <p className="muted">{`${points.length} giorni lavorativi; fonte: ${shown.source}.`}</p>
        </>
      ) : null}
    </section>
  );
});
