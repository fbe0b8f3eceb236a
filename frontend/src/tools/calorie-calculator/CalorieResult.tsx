import type { CalorieResponse } from '@orbita/proto-types';
import { MacroRing } from '../../components/charts/MacroRing';
import { formatNumber } from '../../lib/format';

export function CalorieResult({ result }: { result: CalorieResponse }) {
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
      <MacroRing grams={result.macronutrients} caption="Macronutrienti consigliati al giorno" />
      <p className="calorie__recommendation">{result.recommendation}</p>
    </>
  );
}
