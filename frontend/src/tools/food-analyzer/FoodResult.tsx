import type { FoodAnalysisResponse } from '@orbita/proto-types';
import { MacroRing } from '../../components/charts/MacroRing';
import { formatUpTo } from '../../lib/format';
import { confidencePercent } from './food-analyzer.service';

export function FoodResult({ analysis }: { analysis: FoodAnalysisResponse }) {
  return (
    <div className="food__result">
      <p className="result-figure">
        {formatUpTo(analysis.calories, 0)} <span className="food__unit">kcal</span>
      </p>
      <p className="muted">Calorie stimate della porzione</p>
      <MacroRing grams={analysis} caption="Macronutrienti stimati della porzione" />
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
