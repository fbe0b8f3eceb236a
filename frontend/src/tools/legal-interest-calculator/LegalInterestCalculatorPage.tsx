import { useId } from 'react';
import type { CalculateLegalInterestResponse } from '@orbita/proto-types';
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
import { calculateLegalInterest, LEGAL_INTEREST_ERROR, legalInterestInPage } from './api/calculate-legal-interest';
import {
  COMPOUNDING_LABELS,
  COMPOUNDING_OPTIONS,
  DEFAULT_LEGAL_INTEREST_FORM,
  LEGAL_INTEREST_URL,
  toLegalInterestRequest,
  type LegalInterestForm,
} from './legal-interest-calculator.service';
import './legal-interest-calculator.css';

// Worked out in the page (legalInterestInPage); the service's answer would be the same.
const SEND_DELAY_MS = 0;

function Periods({ result }: { result: CalculateLegalInterestResponse }) {
  return (
    <div className="legal-interest__scroll" tabIndex={0} role="region" aria-label="Interessi per periodo">
      <table className="legal-interest__table">
        <caption className="visually-hidden">Interessi per periodo a tasso costante</caption>
        <thead>
          <tr>
            <th scope="col">Dal</th>
            <th scope="col">Al</th>
            <th scope="col">Giorni</th>
            <th scope="col">Tasso</th>
            <th scope="col">Capitale</th>
            <th scope="col">Interessi</th>
          </tr>
        </thead>
        <tbody>
          {result.periods.map((period) => (
            <tr key={period.from}>
              <td>{formatDay(period.from)}</td>
              <td>{formatDay(period.to)}</td>
              <td>{formatNumber(period.days)}</td>
              <td>{formatUpTo(period.rate, 4)}%</td>
              <td>{formatNumber(period.capital, 2)} €</td>
              <td>{formatNumber(period.interest, 2)} €</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Result({ result }: { result: CalculateLegalInterestResponse }) {
  return (
    <>
      <dl className="legal-interest__rows">
        <div className="result-row legal-interest__total">
          <dt className="result-row__label">Interessi legali</dt>
          <dd className="result-row__value">{formatNumber(result.interest, 2)} €</dd>
        </div>
        <div className="result-row">
          <dt className="result-row__label">Capitale più interessi</dt>
          <dd className="result-row__value">{formatNumber(result.total, 2)} €</dd>
        </div>
      </dl>
      <p className="muted">
        {formatNumber(result.amount, 2)} € dal {formatDay(result.from)} al {formatDay(result.to)}: {formatNumber(result.days)} giorni,{' '}
        {result.compounding === 'yearly' ? 'con capitalizzazione annuale' : 'interesse semplice'}. Conteggio: {result.dayCount}.
      </p>
      <StepsFold>
        <Periods result={result} />
      </StepsFold>
      <RulesAndPrint heading="Regole applicate" rules={result.rules} printLabel="Stampa il prospetto" />
    </>
  );
}

export default function LegalInterestCalculatorPage() {
  const id = useId();
  const { value: form, update } = useUrlState<LegalInterestForm>(LEGAL_INTEREST_URL, DEFAULT_LEGAL_INTEREST_FORM);
  const answer = useLatestRequest(toLegalInterestRequest(form), calculateLegalInterest, { delayMs: SEND_DELAY_MS, fallbackError: LEGAL_INTEREST_ERROR, local: legalInterestInPage });

  return (
    <CalculatorLayout
      answer={answer}
      result={(result) => <Result result={result} />}
      inputs={
        <>
          <DecimalField label="Somma dovuta (€)" value={form.amount} onChange={(amount) => update({ amount })} />
          {/* The dates with the sum, side by side, before the answer: on a phone they are not a long card below it. */}
          <div className="field-pair">
            <Field label="Dal (giorno della scadenza)" htmlFor={`${id}-from`}>
              <DateInput id={`${id}-from`} value={form.from} onChange={(from) => update({ from })} />
            </Field>
            <Field label="Al (giorno del pagamento)" htmlFor={`${id}-to`}>
              <DateInput id={`${id}-to`} value={form.to} onChange={(to) => update({ to })} />
            </Field>
          </div>
        </>
      }
      moreTitle="Calcolo"
      more={
        <>
          <SelectField
            label="Calcolo"
            value={form.compounding}
            options={COMPOUNDING_OPTIONS}
            optionLabel={(option) => COMPOUNDING_LABELS[option]}
            onChange={(compounding) => update({ compounding })}
          />
          <p className="muted">
            Gli interessi maturano dal giorno dopo la scadenza fino al giorno del pagamento compreso. La capitalizzazione (interessi sugli interessi) è
            ammessa solo dalla domanda giudiziale o per accordo successivo alla scadenza (art. 1283 c.c.).
          </p>
        </>
      }
    />
  );
}
