import { formatUpTo } from '../../lib/format';
import { macroShares, wholePercentages, type MacroGrams } from '../../lib/macros';
import './charts.css';

const RADIUS = 60;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The three macronutrients as a ring, each arc its share of the kilocalories, with grams and
 * percentages beside it; the same words for a screen reader.
 */
export function MacroRing({ grams, caption }: { grams: MacroGrams; caption: string }) {
  const shares = macroShares(grams);
  const percents = wholePercentages(shares.map((macro) => macro.share));
  const description = shares.map((macro, i) => `${macro.label.toLowerCase()} ${formatUpTo(macro.grams, 1)} g (${percents[i]}%)`).join(', ');
  // Where each arc starts along the ring: after the arcs before it.
  const starts = shares.map((_, i) => shares.slice(0, i).reduce((sum, macro) => sum + macro.share * CIRCUMFERENCE, 0));
  return (
    <figure className="macro-ring">
      <svg viewBox="0 0 160 160" role="img" aria-label={`${caption}: ${description} delle kilocalorie.`}>
        <circle cx="80" cy="80" r={RADIUS} className="macro-ring__track" />
        {shares.map((macro, i) => {
          const length = macro.share * CIRCUMFERENCE;
          return (
            <circle
              key={macro.key}
              cx="80"
              cy="80"
              r={RADIUS}
              className="macro-ring__arc"
              stroke={macro.colour}
              strokeDasharray={`${length} ${CIRCUMFERENCE - length}`}
              strokeDashoffset={-starts[i]!}
              transform="rotate(-90 80 80)"
            />
          );
        })}
      </svg>
      <figcaption className="macro-ring__legend">
        <span className="visually-hidden">{caption}</span>
        <ul>
          {shares.map((macro, i) => (
            <li key={macro.key}>
              <span className="macro-ring__dot" style={{ background: macro.colour }} aria-hidden="true" />
              <span className="macro-ring__label">{macro.label}</span>
              <span className="macro-ring__value">{formatUpTo(macro.grams, 1)} g</span>
              <span className="macro-ring__share">{percents[i]}%</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
