import { useId } from 'react';
import type { CalculateLatePaymentResponse } from '@orbita/proto-types';
import { DateInput } from '../../components/ui/DateInput';
import { StepsFold } from '../../components/ui/StepsFold';
import { CalculatorLayout } from '../../components/layout/CalculatorLayout';
import { DecimalField } from '../../components/ui/DecimalField';
import { Field } from '../../components/ui/Field';
import { RulesAndPrint } from '../../components/ui/RulesList';
import { SelectField } from '../../components/ui/SelectField';
import { formatDay, formatNumber, formatUpTo } from '../../lib/format';
import { useLatestRequest } from '../../lib/use-latest-request';
import { useUrlState } from '../../lib/url-state/use-url-state';
import { calculateLatePayment, LATE_PAYMENT_ERROR, latePaymentInPage } from './api/calculate-late-payment';
import {
  DEFAULT_LATE_PAYMENT_FORM,
  KIND_LABELS,
  KIND_OPTIONS,
  LATE_PAYMENT_URL,
  toLatePaymentRequest,
  type LatePaymentForm,
} from './late-payment-calculator.service';
import './late-payment-calculator.css';

// Worked out in the page (latePaymentInPage); the service's answer would be the same.
const SEND_DELAY_MS = 0;
const euro = (value: number) => `${formatNumber(value, 2)} €`;

function Row({ label, value, total }: { label: string; value: string; total?: boolean }) {
  return (
    <div className={total ? 'result-row late-payment__total' : 'result-row'}>
      <dt className="result-row__label">{label}</dt>
      <dd className="result-row__value">{value}</dd>
    </div>
  );
}

function F24({ f24 }: { f24: NonNullable<CalculateLatePaymentResponse['f24']> }) {
  return (
    <>
      <h3 className="late-payment__subtitle">Modello F24 ({f24.kind})</h3>
      <ul className="late-payment__list">
        <li>Imposta: il suo codice tributo ({f24.taxCodes}), barrando la casella «Ravv».</li>
        {f24.penalty ? <li>Sanzione: codice tributo {f24.penalty}.</li> : null}
        {f24.interest ? <li>Interessi: codice tributo {f24.interest}.</li> : null}
        {f24.note ? <li>{f24.note.charAt(0).toUpperCase() + f24.note.slice(1)}.</li> : null}
      </ul>
    </>
  );
}

function Result({ result }: { result: CalculateLatePaymentResponse }) {
  const regime = result.regime === 'from-2024-09-01' ? 'le regole del d.lgs. 87/2024 (violazioni dal 1° settembre 2024)' : 'le regole in vigore fino al 31 agosto 2024';
  return (
    <>
      <dl className="late-payment__rows">
        <Row label="Imposta non versata" value={euro(result.tax)} />
        <Row label={`Sanzione ridotta (${formatUpTo(result.penaltyRate, 4)}%)`} value={euro(result.penalty)} />
        <Row label="Interessi legali" value={euro(result.interest)} />
        <Row label="Totale da versare" value={euro(result.total)} total />
      </dl>
      <StepsFold>
        <h3 className="late-payment__subtitle">Come si arriva a queste cifre</h3>
        <ul className="late-payment__list">
          <li>
            Scadenza {formatDay(result.dueDate)}, pagamento {formatDay(result.paymentDate)}: {formatNumber(result.days)} giorni di ritardo. Per questa
            scadenza valgono {regime}.
          </li>
          {result.penaltyRateExplained.split('; ').map((step) => (
            <li key={step}>{step.charAt(0).toUpperCase() + step.slice(1)}.</li>
          ))}
          <li>
            Interessi al tasso legale giorno per giorno, dal giorno dopo la scadenza al pagamento:{' '}
            {result.interestPeriods.map((period) => `${formatNumber(period.days)} giorni al ${formatUpTo(period.rate, 4)}% = ${euro(period.interest)}`).join(', ')}.
          </li>
        </ul>
      </StepsFold>
      {result.f24 ? <F24 f24={result.f24} /> : null}
      <p className="muted">
        Il calcolo vale per i versamenti tardivi o omessi. Per le imposte con dichiarazione annuale il termine della riduzione a 1/8 è quello
        della dichiarazione dell'anno della violazione, spesso più lungo di un anno: chiedi conferma al tuo commercialista.
      </p>
      <RulesAndPrint heading={`Regole del ${result.dueDate.slice(0, 4)}`} rules={result.rules} printLabel="Stampa il riepilogo" />
    </>
  );
}

export default function LatePaymentCalculatorPage() {
  const id = useId();
  const { value: form, update } = useUrlState<LatePaymentForm>(LATE_PAYMENT_URL, DEFAULT_LATE_PAYMENT_FORM);
  const answer = useLatestRequest(toLatePaymentRequest(form), calculateLatePayment, { delayMs: SEND_DELAY_MS, fallbackError: LATE_PAYMENT_ERROR, local: latePaymentInPage });

  return (
    <CalculatorLayout
      answer={answer}
      result={(result) => <Result result={result} />}
      inputs={
        <>
          <DecimalField label="Imposta non versata (€)" value={form.tax} onChange={(tax) => update({ tax })} />
          {/* The dates with the tax, side by side, before the answer: on a phone they are not a long card below it. */}
          <div className="field-pair">
            <Field label="Scadenza del versamento" htmlFor={`${id}-due`}>
              <DateInput id={`${id}-due`} value={form.dueDate} onChange={(dueDate) => update({ dueDate })} />
            </Field>
            <Field label="Data del pagamento" htmlFor={`${id}-payment`}>
              <DateInput id={`${id}-payment`} value={form.paymentDate} onChange={(paymentDate) => update({ paymentDate })} />
            </Field>
          </div>
        </>
      }
      moreTitle="Tributo"
      more={
        <>
          <SelectField label="Tributo" value={form.kind} options={KIND_OPTIONS} optionLabel={(kind) => KIND_LABELS[kind]} onChange={(kind) => update({ kind })} />
          <p className="muted">Se la scadenza cade di sabato o in un giorno festivo slitta al primo giorno lavorativo: indica quel giorno.</p>
        </>
      }
    />
  );
}
