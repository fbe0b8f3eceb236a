import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/Alert';
import { DecimalField } from '../../components/ui/DecimalField';
import { Icon } from '../../components/ui/Icon';
import { formatNumber } from '../../lib/format';
import { reveal } from '../../lib/reveal';
import { useUrlState } from '../../lib/url-state/use-url-state';
import { BmiScale } from './BmiScale';
import {
  BMI_LIMITS,
  BMI_URL,
  calculateBmi,
  EMPTY_BMI_FORM,
  HEIGHT_UNITS,
  WEIGHT_UNITS,
  type BmiClass,
  type BmiOutcome,
} from './bmi-calculator.service';
import './bmi-calculator.css';

const CLASS_TONE: Record<BmiClass, string> = {
  Sottopeso: 'badge--warning',
  Normopeso: 'badge--success',
  Sovrappeso: 'badge--warning',
  Obeso: 'badge--danger',
};

const RANGES = [
  { label: 'Sottopeso', range: `meno di ${formatNumber(BMI_LIMITS.underweight, 1)}` },
  { label: 'Normopeso', range: `da ${formatNumber(BMI_LIMITS.underweight, 1)} a meno di ${BMI_LIMITS.normal}` },
  { label: 'Sovrappeso', range: `da ${BMI_LIMITS.normal} a meno di ${BMI_LIMITS.overweight}` },
  { label: 'Obeso', range: `${BMI_LIMITS.overweight} o più` },
];

export default function BmiCalculatorPage() {
  const id = useId();
  const { value: form, update, restoredKeys } = useUrlState(BMI_URL, EMPTY_BMI_FORM);
  const { height, weight } = form;
  const setHeight = (height: string) => update({ height });
  const setWeight = (weight: string) => update({ weight });
  // A link with both values shows its result at once.
  const [outcome, setOutcome] = useState<BmiOutcome | null>(() =>
    restoredKeys.has('height') && restoredKeys.has('weight') ? calculateBmi(height, weight) : null,
  );

  // On a phone the result sits below the form: each calculation brings it into view and gives it focus.
  const resultRef = useRef<HTMLDivElement>(null);
  const [calculations, setCalculations] = useState(0);
  useEffect(() => {
    if (calculations > 0) reveal(resultRef.current);
  }, [calculations]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = calculateBmi(height, weight);
    setOutcome(next);
    if ('result' in next) setCalculations((count) => count + 1);
  };

  const result = outcome && 'result' in outcome ? outcome.result : null;

  return (
    <>
      <div className="tool-layout">
        <form className="card" onSubmit={onSubmit} noValidate>
          <h2 className="card__title">I tuoi dati</h2>
          <DecimalField label="Altezza (cm)" placeholder="Es. 175" units={HEIGHT_UNITS} value={height} onChange={setHeight} />
          <DecimalField label="Peso (kg)" placeholder="Es. 70" units={WEIGHT_UNITS} value={weight} onChange={setWeight} />
          {outcome && 'error' in outcome ? <Alert tone="error">{outcome.error}</Alert> : null}
          <button type="submit" className="btn btn--primary btn--block">
            <Icon name="gauge" size={18} />
            Calcola BMI
          </button>
        </form>

        <section className="card" aria-labelledby={`${id}-result`} aria-live="polite">
          <h2 id={`${id}-result`} className="card__title">
            Il tuo risultato
          </h2>
          {result ? (
            <div ref={resultRef} tabIndex={-1} className="bmi-result">
              <p className="result-figure">{formatNumber(result.bmi, 1)}</p>
              <p>
                <span className={`badge ${CLASS_TONE[result.bmiClass]}`}>{result.bmiClass}</span>
              </p>
              <BmiScale bmi={result.bmi} bmiClass={result.bmiClass} />
              <p>{result.advice}</p>
              <p className="bmi-healthy">
                Per la tua altezza il peso della fascia Normopeso va da <strong>{formatNumber(result.healthyWeight.min, 1)} kg</strong> a{' '}
                <strong>{formatNumber(result.healthyWeight.max, 1)} kg</strong>.
              </p>
            </div>
          ) : (
            <p className="empty-result">Inserisci altezza e peso e premi «Calcola BMI».</p>
          )}
          <h3 className="bmi-ranges__title">Le fasce del BMI</h3>
          <ul className="result-list">
            {RANGES.map((row) => (
              <li key={row.label} className="result-row">
                <span className="result-row__label">{row.label}</span>
                <span className="result-row__value">{row.range}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="muted tool-section">
        Il BMI è un indicatore generale e non tiene conto di massa muscolare, età o corporatura: non sostituisce il
        parere di un medico.
      </p>
    </>
  );
}
