import type { CalculateWithholdingResponse } from '@orbita/proto-types';
import { useId } from 'react';
import { CalculatorLayout } from '../../components/layout/CalculatorLayout';
import { Alert } from '../../components/ui/Alert';
import { DecimalField } from '../../components/ui/DecimalField';
import { RulesAndPrint } from '../../components/ui/RulesList';
import { SelectField } from '../../components/ui/SelectField';
import { formatNumber } from '../../lib/format';
import { useCopy } from '../../lib/use-copy';
import { useLatestRequest } from '../../lib/use-latest-request';
import { useUrlState } from '../../lib/url-state/use-url-state';
import { calculateWithholding, WITHHOLDING_ERROR, withholdingInPage } from './api/calculate-withholding';
import {
  DEFAULT_WITHHOLDING_FORM,
  MODE_LABELS,
  MODE_OPTIONS,
  receiptText,
  toWithholdingRequest,
  WITHHOLDING_URL,
  YEARS,
  type WithholdingForm,
} from './withholding-calculator.service';
import './withholding-calculator.css';

const SEND_DELAY_MS = 0;
const euro = (value: number) => `${formatNumber(value, 2)} €`;

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`result-row${strong ? ' withholding__total' : ''}`}>
      <dt className="result-row__label">{label}</dt>
      <dd className="result-row__value">{value}</dd>
    </div>
  );
}

function Receipt({ result }: { result: CalculateWithholdingResponse }) {
  const id = useId();
  const { copiedKey, copy } = useCopy();
  const text = receiptText(result);
  return (
    <section className="withholding__receipt" aria-labelledby={`${id}-receipt`}>
      <h3 id={`${id}-receipt`} className="rules__title">
        Ricevuta per prestazione occasionale (bozza)
      </h3>
      <pre className="withholding__receipt-text">{text}</pre>
      <div className="withholding__actions no-print">
        <button type="button" className="btn btn--secondary" onClick={() => void copy(text, 'receipt')}>
          {copiedKey === 'receipt' ? 'Ricevuta copiata' : 'Copia la ricevuta'}
        </button>
      </div>
    </section>
  );
}

function Result({ result }: { result: CalculateWithholdingResponse }) {
  return (
    <>
      <dl className="withholding__rows">
        <Row label="Compenso lordo (in ricevuta)" value={euro(result.gross)} strong={result.mode === 'net'} />
        <Row label={`Ritenuta d'acconto (${formatNumber(result.withholdingRate)}%)`} value={`− ${euro(result.withholding)}`} />
        <Row label="Netto che ricevi" value={euro(result.net)} strong={result.mode === 'gross'} />
        <Row label="Marca da bollo" value={result.stampDuty.due ? euro(result.stampDuty.amount) : 'non dovuta'} />
        {result.yearTotal === undefined ? null : <Row label={`Compensi occasionali del ${result.year}, con questo`} value={euro(result.yearTotal)} />}
      </dl>
      <p className="muted">{result.stampDuty.note}</p>
      {result.notes.slice(1).map((note) => (
        <Alert key={note} tone="info">
          {note}
        </Alert>
      ))}
      <p className="muted">{result.notes[0]}</p>
      <Receipt result={result} />
      <RulesAndPrint heading={`Regole del ${result.year}`} rules={result.rules} printLabel="Stampa la ricevuta" />
    </>
  );
}

export default function WithholdingCalculatorPage() {
  const { value: form, update } = useUrlState<WithholdingForm>(WITHHOLDING_URL, DEFAULT_WITHHOLDING_FORM);
  const answer = useLatestRequest(toWithholdingRequest(form), calculateWithholding, { delayMs: SEND_DELAY_MS, fallbackError: WITHHOLDING_ERROR, local: withholdingInPage });

  return (
    <CalculatorLayout
      answer={answer}
      result={(result) => <Result result={result} />}
      inputs={
        <>
          <SelectField label="Calcolo" value={form.mode} options={MODE_OPTIONS} optionLabel={(mode) => MODE_LABELS[mode]} onChange={(mode) => update({ mode })} />
          <DecimalField label={form.mode === 'gross' ? 'Compenso lordo (€)' : 'Netto che vuoi ricevere (€)'} value={form.amount} onChange={(amount) => update({ amount })} />
        </>
      }
      moreTitle="Anno"
      more={
        <>
          <DecimalField
            label="Compensi occasionali già ricevuti nell'anno (€)"
            hint="Facoltativo: serve a sapere se superi i 5.000 € dell'anno."
            value={form.earlier}
            onChange={(earlier) => update({ earlier })}
          />
          <SelectField label="Anno" value={form.year} options={YEARS} onChange={(year) => update({ year })} />
          <p className="muted">
            Per chi lavora in modo occasionale, senza partita IVA, per un committente che è sostituto d&apos;imposta (un&apos;impresa, un
            professionista, un ente): è lui a trattenere la ritenuta e a versarla.
          </p>
        </>
      }
    />
  );
}
