import type { FoodAnalysisResponse } from '@orbita/proto-types';
import { formatUpTo } from '../../lib/format';
import { confidencePercent } from './food-analyzer.service';

const NUTRIENTS = [
  { key: 'protein', label: 'Proteine' },
  { key: 'carbs', label: 'Carboidrati' },
  { key: 'fat', label: 'Grassi' },
] as const;

export function FoodResult({ analysis }: { analysis: FoodAnalysisResponse }) {
  return (
    <div className="food__result">
      <p className="result-figure">
        {formatUpTo(analysis.calories, 0)} <span className="food__unit">kcal</span>
      </p>
      <p className="muted">Calorie stimate della porzione</p>
      <ul className="food__nutrients">
        {NUTRIENTS.map((nutrient) => (
          <li key={nutrient.key} className="stat">
            <span className="stat__value">{formatUpTo(analysis[nutrient.key], 1)} g</span>
            <span className="stat__label">{nutrient.label}</span>
          </li>
        ))}
      </ul>
      <h3 className="food__subtitle">Ingredienti riconosciuti</h3>
      <ul className="food__ingredients">
        {analysis.ingredients.map((ingredient) => (
          <li key={ingredient} className="badge">
            {ingredient}
          </li>
        ))}
      </ul>
      <p>
        Affidabilità della stima: <strong>{confidencePercent(analysis.confidence)}%</strong>
      </p>
      <p className="food__attribution">
        Analisi generata dall&apos;intelligenza artificiale con il modello <strong>{analysis.model}</strong>. I valori
        sono stime e possono contenere errori.
      </p>
    </div>
  );
}
