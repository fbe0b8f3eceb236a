import type { CalculateFlatTaxResponse } from '@orbita/proto-types';
import { CalculatorLayout } from '../../components/layout/CalculatorLayout';
import { Alert } from '../../components/ui/Alert';
import { useId } from 'react';
import { DecimalField } from '../../components/ui/DecimalField';
import { Field } from '../../components/ui/Field';
import { PrintButton, RulesList } from '../../components/ui/RulesList';
import { SelectField } from '../../components/ui/SelectField';
import { YesNoCheck } from '../../components/ui/YesNoCheck';
import { formatNumber } from '../../lib/format';
import { useLatestRequest } from '../../lib/use-latest-request';
import { useUrlState } from '../../lib/url-state/use-url-state';
import { calculateFlatTax, FLAT_TAX_ERROR, flatTaxInPage } from './api/calculate-flat-tax';
import { FlatTaxComparison } from './FlatTaxComparison';
import {
  ACTIVITY_LABELS,
  ACTIVITY_OPTIONS,
  ATECO_LABEL,
  COEFFICIENTS,
  DEFAULT_FLAT_TAX_FORM,
  EMPLOYEE_LABEL,
  FLAT_TAX_URL,
  FUND_LABELS,
  FUND_OPTIONS,
  REVENUE_LABEL,
  toFlatTaxRequest,
  YEARS,
  type FlatTaxForm,
} from './flat-tax-calculator.service';
import './flat-tax-calculator.css';

const euro = (value: number) => `${formatNumber(value, 2)} €`;

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`result-row${strong ? ' flat-tax__total' : ''}`}>
      <dt className="result-row__label">{label}</dt>
      <dd className="result-row__value">{value}</dd>
    </div>
  );
}

function TextField({ label, hint, value, onChange }: { label: string; hint: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <Field label={label} htmlFor={id} hint={hint} hintId={`${id}-hint`}>
      <input id={id} className="input" inputMode="decimal" autoComplete="off" aria-describedby={`${id}-hint`} value={value} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}


function Result({ result }: { result: CalculateFlatTaxResponse }) {
  const detail = result.contributionDetail;
  const source = result.activity ? `${result.activity.label}, ATECO ${result.activity.atecoCodes}` : 'indicato da te';
  return (
    <>
      {result.warnings.map((warning) => (
        <Alert key={warning} tone="info">
          {warning}
        </Alert>
      ))}
      <dl className="flat-tax__rows">
        <Row label="Ricavi o compensi" value={euro(result.revenue)} />
        <Row label={`Coefficiente di redditività (${source})`} value={`${formatNumber(result.coefficient)}%`} />
        <Row label="Reddito imponibile lordo (ricavi × coefficiente)" value={euro(result.income)} />
        <Row label={`Contributi INPS${detail.reduced ? ' (ridotti del 35%)' : ''}`} value={`− ${euro(result.contributions)}`} />
        {detail.fixed > 0 ? <Row label="di cui fissi sul minimale (con maternità)" value={euro(detail.fixed)} /> : null}
        <Row label="Reddito meno contributi" value={euro(result.taxableIncome)} />
        <Row label={`Imposta sostitutiva (${formatNumber(result.taxRate)}%)`} value={`− ${euro(result.tax)}`} />
        <Row label="Netto (prima delle spese reali)" value={euro(result.net)} strong />
      </dl>
      {result.notes.map((note) => (
        <p key={note} className="muted">
          {note}
        </p>
      ))}
      <FlatTaxComparison result={result} />
      <RulesList heading={`Regole del ${result.year}`} rules={result.rules} />
      <div className="flat-tax__actions">
        <PrintButton label="Stampa il riepilogo" />
      </div>
    </>
  );
}

export default function FlatTaxCalculatorPage() {
  const { value: form, update } = useUrlState<FlatTaxForm>(FLAT_TAX_URL, DEFAULT_FLAT_TAX_FORM);
  const answer = useLatestRequest(toFlatTaxRequest(form), calculateFlatTax, { delayMs: 0, fallbackError: FLAT_TAX_ERROR, local: flatTaxInPage });
  const trade = form.fund !== 'gestione-separata';

  return (
    <CalculatorLayout
      answer={answer}
      result={(result) => <Result result={result} />}
      inputs={
        <DecimalField label={REVENUE_LABEL} value={form.revenue} onChange={(revenue) => update({ revenue })} hint="Quelli incassati nell'anno (criterio di cassa), senza IVA." />
      }
      moreTitle="Altri dati"
      more={
        <>
          <SelectField label="Attività (gruppo ATECO)" value={form.activity} options={ACTIVITY_OPTIONS} optionLabel={(activity) => ACTIVITY_LABELS[activity]} detailUnder onChange={(activity) => update({ activity })} />
          {form.activity === 'codice' ? (
            <TextField label={ATECO_LABEL} hint="Della tabella ATECO 2007, per esempio 62.01 o 47.81." value={form.ateco} onChange={(ateco) => update({ ateco })} />
          ) : null}
          {form.activity === 'coefficiente' ? (
            <SelectField label="Coefficiente di redditività (%)" value={form.coefficient} options={COEFFICIENTS} optionLabel={(value) => `${value}%`} onChange={(coefficient) => update({ coefficient })} />
          ) : null}
          <SelectField label="Gestione INPS" value={form.fund} options={FUND_OPTIONS} optionLabel={(fund) => FUND_LABELS[fund]} detailUnder onChange={(fund) => update({ fund })} />
          <SelectField label="Anno" value={form.year} options={YEARS} onChange={(year) => update({ year })} />
          {trade ? (
            <>
              <YesNoCheck label="Riduzione contributiva del 35% (chiesta all'INPS)" value={form.reduction} onChange={(reduction) => update({ reduction })} />
              <YesNoCheck label="Contributi versati prima del 1996" value={form.before1996} onChange={(before1996) => update({ before1996 })} />
            </>
          ) : null}
          <YesNoCheck label="Attività nei primi cinque anni (imposta al 5%)" value={form.startup} onChange={(startup) => update({ startup })} />
          <DecimalField
            label={EMPLOYEE_LABEL}
            hint="Facoltativo: oltre 35.000 € il regime non si può usare."
            value={form.employeeIncome}
            onChange={(employeeIncome) => update({ employeeIncome })}
          />
          <p className="muted">
            Il calcolo considera i contributi dell&apos;anno come versati nell&apos;anno stesso; la dichiarazione deduce quelli pagati davvero, anche a saldo
            dell&apos;anno prima.
          </p>
        </>
      }
    />
  );
}
