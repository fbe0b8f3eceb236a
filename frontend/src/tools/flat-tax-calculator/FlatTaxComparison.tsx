import type { CalculateFlatTaxResponse } from '@orbita/proto-types';
import { formatNumber } from '../../lib/format';
import { revenueSplits, type RevenueSplit } from './flat-tax-calculator.service';

const euro = (value: number) => `${formatNumber(value, 2)} €`;
const PARTS = [
  { key: 'costs', label: 'Spese stimate' },
  { key: 'contributions', label: 'Contributi INPS' },
  { key: 'tax', label: 'Imposta' },
  { key: 'net', label: 'Ti resta' },
] as const;
const WIDTH = 300;
const BAR = 28;
const GAP = 14;

function Bar({ split, y, scale }: { split: RevenueSplit; y: number; scale: number }) {
  const widths = PARTS.map((part) => (Math.max(0, split[part.key]) / scale) * WIDTH);
  const starts = widths.map((_, index) => widths.slice(0, index).reduce((sum, width) => sum + width, 0));
  return (
    <g>
      {PARTS.map((part, index) => (
        <rect key={part.key} className={`flat-tax__part flat-tax__part--${part.key}`} x={starts[index]} y={y} width={widths[index]} height={BAR} />
      ))}
    </g>
  );
}

/** The same revenue split by each regime into estimated costs, contributions, tax and what is left, drawn and as a table. */
export function FlatTaxComparison({ result }: { result: CalculateFlatTaxResponse }) {
  const splits = revenueSplits(result);
  const scale = Math.max(result.revenue, ...splits.map((split) => split.costs + split.contributions + split.tax), 1);
  const { saving } = result.comparison;
  const verdict =
    saving >= 0
      ? `Con il forfettario ti restano ${euro(saving)} in più che nel regime ordinario.`
      : `Con il forfettario ti restano ${euro(-saving)} in meno che nel regime ordinario.`;
  const summary = splits.map((split) => `${split.name}: contributi ${euro(split.contributions)}, imposta ${euro(split.tax)}, ti resta ${euro(split.net)}`).join('; ');
  return (
    <section className="flat-tax__comparison" aria-labelledby="flat-tax-comparison-title">
      <h3 id="flat-tax-comparison-title" className="rules__title">
        Forfettario o regime ordinario, con gli stessi ricavi ({euro(result.revenue)})
      </h3>
      <p className="flat-tax__verdict">{verdict}</p>
      <figure className="flat-tax__chart">
        <svg viewBox={`0 0 ${WIDTH} ${2 * BAR + GAP}`} preserveAspectRatio="none" role="img" aria-label={`Come si dividono i ricavi. ${summary}.`}>
          {splits.map((split, index) => (
            <Bar key={split.name} split={split} y={index * (BAR + GAP)} scale={scale} />
          ))}
        </svg>
        <figcaption className="flat-tax__legend">
          Sopra il forfettario, sotto il regime ordinario:{' '}
          {PARTS.map((part) => (
            <span key={part.key} className={`flat-tax__key flat-tax__key--${part.key}`}>
              {part.label}
            </span>
          ))}
        </figcaption>
      </figure>
      <table className="flat-tax__table">
        <caption className="visually-hidden">Confronto tra forfettario e regime ordinario</caption>
        <thead>
          <tr>
            <th scope="col">Voce</th>
            {splits.map((split) => (
              <th key={split.name} scope="col">
                {split.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PARTS.map((part) => (
            <tr key={part.key}>
              <th scope="row">{part.label}</th>
              {splits.map((split) => (
                <td key={split.name}>{euro(split[part.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <details className="flat-tax__simplifications" open>
        <summary>Cosa semplifica il confronto</summary>
        <ul>
          {result.comparison.simplifications.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
