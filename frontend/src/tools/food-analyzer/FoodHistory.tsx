import { formatUpTo } from '../../lib/format';
import type { PastAnalysis } from './food-history';
import { formatWithFirstOfMonth } from '../../lib/format';

const WHEN = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

interface FoodHistoryProps {
  entries: PastAnalysis[];
  onShow: (entry: PastAnalysis) => void;
  onForget: () => void;
}

/** The last analyses made in this browser, to see again without sending the photo twice. */
export function FoodHistory({ entries, onShow, onForget }: FoodHistoryProps) {
  if (entries.length === 0) return null;
  return (
    <section className="card tool-section" aria-labelledby="food-history">
      <h2 id="food-history" className="card__title">
        Analisi recenti
      </h2>
      <p className="muted">Restano solo in questo browser; le foto non vengono conservate.</p>
      <ul className="result-list">
        {entries.map((entry) => (
          <li key={entry.at} className="result-row food__history-row">
            <span className="result-row__label">
              {formatWithFirstOfMonth(WHEN, new Date(entry.at))} · {entry.analysis.ingredients.slice(0, 3).join(', ')}
            </span>
            <span className="result-row__value">{formatUpTo(entry.analysis.calories, 0)} kcal</span>
            <button type="button" className="btn btn--secondary btn--small" onClick={() => onShow(entry)}>
              Mostra
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn--secondary btn--small food__history-forget" onClick={onForget}>
        Cancella le analisi recenti
      </button>
    </section>
  );
}
