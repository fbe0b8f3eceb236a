import { DecimalField } from '../../components/ui/DecimalField';
import { SelectField } from '../../components/ui/SelectField';
import { ResultCard } from '../../components/ui/ResultCard';
import { formatUpTo } from '../../lib/format';
import { useLatestRequest } from '../../lib/use-latest-request';
import { useUrlState } from '../../lib/url-state/use-url-state';
import { calculatePercentage, PERCENTAGE_ERROR } from './api/calculate-percentage';
import { DEFAULT_PERCENTAGE_FORM, MODE_OPTIONS, MODE_TEXT, PERCENTAGE_URL, toPercentageRequest, type PercentageForm } from './percentage-calculator.service';
import './percentage-calculator.css';

const SEND_DELAY_MS = 250;

export default function PercentageCalculatorPage() {
  const { value: form, set: setForm } = useUrlState<PercentageForm>(PERCENTAGE_URL, DEFAULT_PERCENTAGE_FORM);
  const text = MODE_TEXT[form.mode];
  const answer = useLatestRequest(toPercentageRequest(form), calculatePercentage, {
    delayMs: SEND_DELAY_MS,
    fallbackError: PERCENTAGE_ERROR,
  });
  const change = (field: 'a' | 'b', value: string) => setForm((current) => ({ ...current, [field]: value }));

  return (
    <div className="tool-layout">
      <section className="card" aria-label="Dati">
        <h2 className="card__title">Dati</h2>
        <SelectField
          label="Calcolo"
          value={form.mode}
          options={MODE_OPTIONS}
          optionLabel={(mode) => MODE_TEXT[mode].label}
          onChange={(mode) => setForm((current) => ({ ...current, mode }))}
        />
        <DecimalField label={text.a} value={form.a} onChange={(value) => change('a', value)} />
        <DecimalField label={text.b} value={form.b} onChange={(value) => change('b', value)} />
      </section>
      <ResultCard answer={answer} loadingLabel="Calcolo in corso…">
        {(result) => (
          <>
            <p className="percentage__result">
              {result.result > 0 && form.mode === 'change' ? '+' : ''}
              {formatUpTo(result.result, form.mode === 'discount' ? 2 : 4)}
              {text.unit === '€' ? ' €' : text.unit}
            </p>
            {form.mode === 'discount' && result.difference !== undefined ? (
              <p className="muted">Risparmi {formatUpTo(result.difference, 2)} €</p>
            ) : null}
            <p className="percentage__formula">
              <span className="muted">Formula: </span>
              <code>{result.formula}</code>
            </p>
          </>
        )}
      </ResultCard>
    </div>
  );
}
