import type { MortgageRow } from '@orbita/proto-types';
import { formatDay, formatNumber } from '../../lib/format';
import type { YearTotals } from './mortgage-calculator.service';

const euro = (value: number) => `${formatNumber(value, 2)} €`;
const BAR_WIDTH = 14;
const HEIGHT = 160;

/** Interest and principal paid each year as stacked bars: interest shrinks, principal grows. */
export function YearChart({ years }: { years: readonly YearTotals[] }) {
  const highest = Math.max(...years.map((year) => year.interest + year.principal), 1);
  const width = years.length * (BAR_WIDTH + 4);
  const first = years[0];
  const last = years.at(-1);
  const summary =
    first && last
      ? `Nel ${first.year} interessi ${euro(first.interest)} e capitale ${euro(first.principal)}; nel ${last.year} interessi ${euro(last.interest)} e capitale ${euro(last.principal)}.`
      : '';
  return (
    <figure className="mortgage__chart">
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={`Interessi e capitale pagati ogni anno. ${summary}`}>
        {years.map((year, index) => {
          const interest = (year.interest / highest) * HEIGHT;
          const principal = (year.principal / highest) * HEIGHT;
          const x = index * (BAR_WIDTH + 4);
          return (
            <g key={year.year}>
              <rect className="mortgage__bar-principal" x={x} y={HEIGHT - principal} width={BAR_WIDTH} height={principal} />
              <rect className="mortgage__bar-interest" x={x} y={HEIGHT - principal - interest} width={BAR_WIDTH} height={interest} />
            </g>
          );
        })}
      </svg>
      <figcaption className="mortgage__legend">
        <span className="mortgage__key mortgage__key--interest">Interessi</span> <span className="mortgage__key mortgage__key--principal">Capitale</span>{' '}
        per anno, dal {first?.year} al {last?.year}.
      </figcaption>
    </figure>
  );
}

/**
 * The plan year by year, for paper only: the 360 or 480 monthly rows would fill a dozen sheets, so the printed
 * summary carries each year's interest, principal and the debt left at its end; every payment stays in the CSV.
 */
export function YearTable({ years, rows }: { years: readonly YearTotals[]; rows: readonly MortgageRow[] }) {
  const balances = new Map(rows.map((row) => [row.date.slice(0, 4), row.balance]));
  return (
    <table className="mortgage__years">
      <caption>Piano di ammortamento per anno (le singole rate sono nel CSV)</caption>
      <thead>
        <tr>
          <th scope="col">Anno</th>
          <th scope="col">Interessi (€)</th>
          <th scope="col">Capitale (€)</th>
          <th scope="col">Debito residuo a fine anno (€)</th>
        </tr>
      </thead>
      <tbody>
        {years.map((year) => (
          <tr key={year.year}>
            <td>{year.year}</td>
            <td>{formatNumber(year.interest, 2)}</td>
            <td>{formatNumber(year.principal, 2)}</td>
            <td>{formatNumber(balances.get(year.year) ?? 0, 2)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every payment of the schedule; a plain table of up to 480 rows, scrolled in its box. */
export function ScheduleTable({ rows }: { rows: readonly MortgageRow[] }) {
  return (
    <>
    <p className="mortgage__scroll-hint" aria-hidden="true">
      Scorri la tabella di lato per vedere tutte le colonne →
    </p>
    <div className="mortgage__scroll" tabIndex={0} role="region" aria-label="Piano di ammortamento">
      <table className="mortgage__table">
        <thead>
          <tr>
            <th scope="col">N.</th>
            <th scope="col">Data</th>
            <th scope="col">Rata</th>
            <th scope="col">Interessi</th>
            <th scope="col">Capitale</th>
            <th scope="col">Debito residuo</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.n}>
              <td>{row.n}</td>
              <td>{formatDay(row.date)}</td>
              <td>{formatNumber(row.payment, 2)}</td>
              <td>{formatNumber(row.interest, 2)}</td>
              <td>{formatNumber(row.principal, 2)}</td>
              <td>{formatNumber(row.balance, 2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
    </>
  );
}
