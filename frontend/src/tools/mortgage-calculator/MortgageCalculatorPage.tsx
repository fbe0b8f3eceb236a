import { DateInput } from '../../components/ui/DateInput';
import { IntegerField } from '../../components/ui/IntegerField';
import { useDeferredValue, useId, useMemo } from 'react';
import type { CalculateMortgageResponse } from '@orbita/proto-types';
import { CalculatorLayout } from '../../components/layout/CalculatorLayout';
import { DecimalField } from '../../components/ui/DecimalField';
import { Field } from '../../components/ui/Field';
import { RulesAndPrint } from '../../components/ui/RulesList';
import { SelectField } from '../../components/ui/SelectField';
import { downloadBlob } from '../../lib/download';
import { formatNumber, formatUpTo } from '../../lib/format';
import { useLatestRequest } from '../../lib/use-latest-request';
import { useSettledValue } from '../../lib/use-settled-value';
import { useUrlState } from '../../lib/url-state/use-url-state';
import { calculateMortgage, MORTGAGE_ERROR, mortgageInPage } from './api/calculate-mortgage';
import {
  DEFAULT_MORTGAGE_FORM,
  FREQUENCY_LABELS,
  FREQUENCY_OPTIONS,
  MODE_LABELS,
  MODE_OPTIONS,
  MORTGAGE_URL,
  scheduleCsv,
  toMortgageRequest,
  totalsByYear,
  type MortgageForm,
} from './mortgage-calculator.service';
import { ScheduleTable, YearChart, YearTable } from './MortgageParts';
import './mortgage-calculator.css';

// Worked out in the page (mortgageInPage: 480 rows take a few milliseconds); the service's answer would be the same.
const SEND_DELAY_MS = 0;
const PLAN_SETTLE_MS = 300;
const euro = (value: number) => `${formatNumber(value, 2)} €`;

function Row({ label, value, big }: { label: string; value: string; big?: boolean }) {
  return (
    <div className={big ? 'result-row mortgage__total' : 'result-row'}>
      <dt className="result-row__label">{label}</dt>
      <dd className="result-row__value">{value}</dd>
    </div>
  );
}

function Result({ result }: { result: CalculateMortgageResponse }) {
  // The figures follow each keystroke in its own frame; the chart and the rows (up to 480, long to draw) follow once
  // typing pauses, in a render React may interrupt, so drawing the plan never delays the payment typed for.
  const plan = useDeferredValue(useSettledValue(result, PLAN_SETTLE_MS));
  const details = useMemo(() => {
    const years = totalsByYear(plan.schedule);
    return (
      <>
        <YearChart years={years} />
        <ScheduleTable rows={plan.schedule} />
        <YearTable years={years} rows={plan.schedule} />
      </>
    );
  }, [plan]);
  const download = () => downloadBlob(new Blob([scheduleCsv(result.schedule)], { type: 'text/csv;charset=utf-8' }), 'piano-ammortamento.csv');
  return (
    <>
      <dl className="mortgage__rows">
        <Row label={`Rata ${FREQUENCY_LABELS[result.frequency].toLowerCase()}`} value={euro(result.payment)} big />
        {result.solvedFor === 'principal' ? <Row label="Importo che puoi chiedere" value={euro(result.principal)} big /> : null}
        {result.solvedFor === 'annualRate' ? <Row label="Tasso (TAN) implicito" value={`${formatUpTo(result.annualRate, 3)}%`} big /> : null}
        <Row label="Totale interessi" value={euro(result.totalInterest)} />
        <Row label="Totale rimborsato" value={euro(result.totalPaid)} />
        <Row label="TAEG" value={`${formatUpTo(result.taeg, 2)}%`} />
        <Row label="Costo totale del credito" value={euro(result.totalCost)} />
      </dl>
      <p className="muted">
        {formatNumber(result.payments)} rate per {euro(result.principal)} al {formatUpTo(result.annualRate, 3)}% (TAN). Il TAEG comprende le spese
        indicate; senza spese è il TAN composto sulle rate dell'anno.
      </p>
      {details}
      <RulesAndPrint heading="Regole applicate" rules={result.rules} printLabel="Stampa il piano">
        <button type="button" className="btn btn--secondary" onClick={download}>
          Scarica il piano (CSV)
        </button>
      </RulesAndPrint>
    </>
  );
}

export default function MortgageCalculatorPage() {
  const id = useId();
  const { value: form, update } = useUrlState<MortgageForm>(MORTGAGE_URL, DEFAULT_MORTGAGE_FORM);
  const answer = useLatestRequest(toMortgageRequest(form), calculateMortgage, { delayMs: SEND_DELAY_MS, fallbackError: MORTGAGE_ERROR, local: mortgageInPage });
  // The amounts the chosen question asks for; the first one stays beside the question, with the result right after it.
  const amounts = [
    form.mode !== 'principal' ? <DecimalField key="principal" label="Importo del mutuo (€)" value={form.principal} onChange={(principal) => update({ principal })} /> : null,
    form.mode !== 'rate' ? <DecimalField key="rate" label="Tasso annuo nominale, TAN (%)" value={form.rate} onChange={(rate) => update({ rate })} /> : null,
    form.mode !== 'payment' ? <DecimalField key="payment" label="Rata (€)" value={form.payment} onChange={(payment) => update({ payment })} /> : null,
  ].filter((field) => field !== null);

  return (
    <CalculatorLayout
      answer={answer}
      loadingLabel="Calcolo del piano…"
      result={(result) => <Result result={result} />}
      inputs={
        <>
          <SelectField label="Domanda" value={form.mode} options={MODE_OPTIONS} optionLabel={(mode) => MODE_LABELS[mode]} onChange={(mode) => update({ mode })} />
          {amounts[0]}
        </>
      }
      moreTitle="Altri dati"
      more={
        <>
          {amounts.slice(1)}
          <IntegerField label="Durata (anni)" value={form.years} min={1} max={40} onChange={(years) => update({ years })} />
          <SelectField label="Rate" value={form.frequency} options={FREQUENCY_OPTIONS} optionLabel={(f) => FREQUENCY_LABELS[f]} onChange={(frequency) => update({ frequency })} />
          <Field label="Data della prima rata" htmlFor={`${id}-first`}>
            <DateInput id={`${id}-first`} value={form.firstDate} onChange={(firstDate) => update({ firstDate })} />
          </Field>
          <h3 className="mortgage__subtitle">Spese (per il TAEG, facoltative)</h3>
          <DecimalField label="Istruttoria (€)" value={form.arrangement} onChange={(arrangement) => update({ arrangement })} />
          <DecimalField label="Perizia (€)" value={form.appraisal} onChange={(appraisal) => update({ appraisal })} />
          <DecimalField label="Incasso rata (€ per rata)" value={form.perPayment} onChange={(perPayment) => update({ perPayment })} />
        </>
      }
    />
  );
}
