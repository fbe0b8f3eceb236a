import type { CalorieResponse } from '@orbita/proto-types';
import { formatNumber } from '../../lib/format';

const MACROS = [
  { key: 'protein', label: 'Proteine', kcalPerGram: 4 },
  { key: 'carbs', label: 'Carboidrati', kcalPerGram: 4 },
  { key: 'fat', label: 'Grassi', kcalPerGram: 9 },
] as const;

export function CalorieResult({ result }: { result: CalorieResponse }) {
  const { macronutrients } = result;
  const macroKcal = MACROS.reduce((sum, macro) => sum + macronutrients[macro.key] * macro.kcalPerGram, 0);
  return (
    <>
      <p className="result-figure">
        {formatNumber(result.targetCalories)} <span className="calorie__unit">kcal/giorno</span>
      </p>
      <p className="muted">Calorie consigliate per il tuo obiettivo</p>
      <ul className="result-list">
        <li className="result-row">
          <span className="result-row__label">Metabolismo basale (BMR)</span>
          <span className="result-row__value">{formatNumber(result.bmr)} kcal</span>
        </li>
        <li className="result-row">
          <span className="result-row__label">Dispendio totale (TDEE)</span>
          <span className="result-row__value">{formatNumber(result.tdee)} kcal</span>
        </li>
      </ul>
      <h3 className="calorie__macros-title">Macronutrienti</h3>
      <ul className="calorie__macros">
        {MACROS.map((macro) => {
          const grams = macronutrients[macro.key];
          const share = macroKcal > 0 ? (grams * macro.kcalPerGram * 100) / macroKcal : 0;
          return (
            <li key={macro.key} className={`calorie__macro calorie__macro--${macro.key}`}>
              <span className="calorie__macro-label">{macro.label}</span>
              <span className="calorie__macro-value">{formatNumber(grams)} g</span>
              <span className="calorie__bar" aria-hidden="true">
                <span style={{ width: `${share}%` }} />
              </span>
            </li>
          );
        })}
      </ul>
      <p className="calorie__recommendation">{result.recommendation}</p>
    </>
  );
}
