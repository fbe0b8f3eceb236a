import type { CalculateNetSalaryResponse } from '@orbita/proto-types';
import { formatNumber } from '../../lib/format';
import { perHundred, salaryParts } from './net-salary-calculator.service';

const euro = (value: number) => `${formatNumber(value, 2)} €`;
const WIDTH = 600;
const HEIGHT = 36;

/**
 * Where each euro of the RAL goes, as one bar drawn by the page: INPS, IRPEF, the addizionali and what is left, then
 * what the State adds beyond the RAL. The same figures follow in words (per 100 € of RAL) for those who do not see it.
 */
export function NetSalaryPicture({ result }: { result: CalculateNetSalaryResponse }) {
  const parts = salaryParts(result);
  const scale = Math.max(result.gross + parts.find((part) => part.key === 'bonus')!.amount, 0.01);
  const shown = parts.filter((part) => part.amount > 0);
  const widths = shown.map((part) => (part.amount / scale) * WIDTH);
  const starts = widths.map((_width, index) => widths.slice(0, index).reduce((sum, width) => sum + width, 0));
  const words = shown.map((part) => `${part.label} ${formatNumber(perHundred(part, result.gross), 2)} €`).join(', ');
  return (
    <figure className="net-salary__picture">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
        {shown.map((part, index) => (
          <rect key={part.key} className={`net-salary__part net-salary__part--${part.key}`} x={starts[index]} y={0} width={widths[index]} height={HEIGHT} />
        ))}
      </svg>
      <figcaption>
        <ul className="net-salary__legend">
          {shown.map((part) => (
            <li key={part.key}>
              <span className={`net-salary__key net-salary__key--${part.key}`} aria-hidden="true" /> {part.label}: {euro(part.amount)}
            </li>
          ))}
        </ul>
        <p className="muted">Di ogni 100 € di RAL: {words}.</p>
      </figcaption>
    </figure>
  );
}
