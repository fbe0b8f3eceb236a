import { DecimalField } from '../../components/ui/DecimalField';
import { SelectField } from '../../components/ui/SelectField';
import { ResultCard } from '../../components/ui/ResultCard';
import { useState } from 'react';
import { formatUpTo } from '../../lib/format';
import { useLatestRequest } from '../../lib/use-latest-request';
import { useUrlState } from '../../lib/url-state/use-url-state';
import { calculatePercentage, PERCENTAGE_ERROR, percentageInPage } from './api/calculate-percentage';
import {
  DEFAULT_PERCENTAGE_FORM,
  formatPercentageResult,
  MODE_OPTIONS,
  MODE_TEXT,
  PERCENTAGE_URL,
  toPercentageRequest,
  withExamples,
  type PercentageField,
  type PercentageForm,
} from './percentage-calculator.service';
import './percentage-calculator.css';

// Worked out in the page (percentageInPage); the service's answer would be the same.
const SEND_DELAY_MS = 0;

export default function PercentageCalculatorPage() {
  const { value: stored, update, restoredKeys } = useUrlState<PercentageForm>(PERCENTAGE_URL, DEFAULT_PERCENTAGE_FORM);
  // A value a link brought counts as typed; the others show the example of the mode, whichever mode is chosen.
  const [typed, setTyped] = useState<ReadonlySet<PercentageField>>(
    () => new Set((['a', 'b'] as const).filter((field) => restoredKeys.has(field))),
  );
  const form = withExamples(stored, typed);
  const text = MODE_TEXT[form.mode];
  const answer = useLatestRequest(toPercentageRequest(form), calculatePercentage, {
    delayMs: SEND_DELAY_MS,
    fallbackError: PERCENTAGE_ERROR,
    local: percentageInPage,
  });
  const change = (field: PercentageField, value: string) => {
    setTyped((current) => (current.has(field) ? current : new Set([...current, field])));
    update({ [field]: value });
  };

  return (
    <div className="tool-layout">
      <section className="card" aria-label="Dati">
        <h2 className="card__title">Dati</h2>
        <SelectField
          label="Calcolo"
          value={form.mode}
          options={MODE_OPTIONS}
          optionLabel={(mode) => MODE_TEXT[mode].label}
          onChange={(mode) => update({ mode })}
        />
        {/* Side by side even on a phone, so that the answer under them stays on the first screen. */}
        <div className="field-pair">
          <DecimalField label={text.a} value={form.a} onChange={(value) => change('a', value)} />
          <DecimalField label={text.b} value={form.b} onChange={(value) => change('b', value)} />
        </div>
      </section>
      <ResultCard answer={answer} loadingLabel="Calcolo in corso…">
        {(result) => (
          <>
            <p className="percentage__result">{formatPercentageResult(form.mode, result.result)}</p>
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
