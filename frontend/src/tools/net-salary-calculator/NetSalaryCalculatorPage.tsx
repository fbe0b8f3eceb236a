import type { CalculateNetSalaryResponse } from '@orbita/proto-types';
import { CalculatorLayout } from '../../components/layout/CalculatorLayout';
import { Alert } from '../../components/ui/Alert';
import { DecimalField } from '../../components/ui/DecimalField';
import { PrintButton, RulesList } from '../../components/ui/RulesList';
import { SelectField } from '../../components/ui/SelectField';
import { formatNumber, formatUpTo } from '../../lib/format';
import { useLatestRequest } from '../../lib/use-latest-request';
import { useUrlState } from '../../lib/url-state/use-url-state';
import { calculateNetSalary, NET_SALARY_ERROR, netSalaryInPage } from './api/calculate-net-salary';
import {
  AMOUNT_LABELS,
  CONTRACT_LABELS,
  DEFAULT_NET_SALARY_FORM,
  EMPLOYER_LABELS,
  MODE_LABELS,
  MODE_OPTIONS,
  NET_SALARY_CONTRACTS,
  NET_SALARY_EMPLOYERS,
  NET_SALARY_MONTHS,
  NET_SALARY_REGIONS,
  NET_SALARY_URL,
  regionName,
  toNetSalaryRequest,
  YEARS,
  type NetSalaryForm,
} from './net-salary-calculator.service';
import { NetSalaryPicture } from './NetSalaryPicture';
import { NetSalaryTable } from './NetSalaryTable';
import './net-salary-calculator.css';

const euro = (value: number) => `${formatNumber(value, 2)} €`;

function Comparison({ result }: { result: CalculateNetSalaryResponse }) {
  const other = result.comparison;
  const sameGross = result.mode === 'gross';
  const difference = sameGross ? result.net - other.net : other.gross - result.gross;
  const change = Math.round(Math.abs(difference) * 100) / 100;
  let verdict: string;
  if (change === 0) verdict = sameGross ? `Con la stessa RAL il netto è uguale nel ${result.year} e nel ${other.year}.` : `Per lo stesso netto serve la stessa RAL nel ${result.year} e nel ${other.year}.`;
  else if (sameGross) verdict = `Con la stessa RAL, nel ${result.year} il netto è ${euro(change)} ${difference > 0 ? 'più alto' : 'più basso'} che nel ${other.year}.`;
  else verdict = `Per lo stesso netto, nel ${other.year} serve una RAL di ${euro(other.gross)} (${euro(change)} ${difference > 0 ? 'in più' : 'in meno'}).`;
  return (
    <section className="net-salary__comparison" aria-label={`Confronto con il ${other.year}`}>
      <h3 className="rules__title">Confronto {result.year} ↔ {other.year}</h3>
      <table className="net-salary__table">
        <thead>
          <tr>
            <th scope="col">Anno</th>
            <th scope="col">RAL</th>
            <th scope="col">Netto annuo</th>
            <th scope="col">Netto al mese</th>
          </tr>
        </thead>
        <tbody>
          {[result, other].map((row) => (
            <tr key={row.year}>
              <th scope="row">{row.year}</th>
              <td>{euro(row.gross)}</td>
              <td>{euro(row.net)}</td>
              <td>{euro(row.netMonthly)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{verdict}</p>
    </section>
  );
}

function Result({ result }: { result: CalculateNetSalaryResponse }) {
  return (
    <>
      <dl className="net-salary__headline">
        <div className="result-row net-salary__total">
          <dt className="result-row__label">{result.mode === 'gross' ? 'Stipendio netto al mese' : 'RAL che ti serve'}</dt>
          <dd className="result-row__value">{result.mode === 'gross' ? euro(result.netMonthly) : euro(result.gross)}</dd>
        </div>
        <div className="result-row">
          <dt className="result-row__label">Netto annuo</dt>
          <dd className="result-row__value">{euro(result.net)}</dd>
        </div>
        <div className="result-row">
          <dt className="result-row__label">Mensilità</dt>
          <dd className="result-row__value">
            {result.months} da {euro(result.netMonthly)}
          </dd>
        </div>
      </dl>
      <p className="muted net-salary__assumed">
        Calcolato per il {result.year}, residenza in {regionName(result.region)}, addizionale comunale {formatUpTo(result.municipalRate, 2)}%
        {result.municipalRateGiven ? '' : ' (aliquota tipica: scrivi quella del tuo comune)'}: si cambiano in «Altri dati».
      </p>
      {result.netGap ? <Alert tone="info">{result.netGap.explanation}</Alert> : null}
      <h3 className="rules__title">Dove va ogni euro della RAL</h3>
      <NetSalaryPicture result={result} />
      <NetSalaryTable result={result} />
      <Comparison result={result} />
      <section className="net-salary__thresholds-section" aria-label="Soglie">
        <h3 className="rules__title">Dove un euro in più di RAL può dare meno netto</h3>
        <ul className="net-salary__thresholds">
          {result.thresholds.map((threshold) => (
            <li key={threshold.income}>
              Reddito imponibile {euro(threshold.income)}: {threshold.label}.
            </li>
          ))}
        </ul>
      </section>
      {result.notes.map((note) => (
        <Alert key={note} tone="info">
          {note}
        </Alert>
      ))}
      <RulesList heading={`Regole del ${result.year}`} rules={result.rules} />
      <div className="net-salary__actions no-print">
        <PrintButton label="Stampa il riepilogo" />
      </div>
    </>
  );
}

export default function NetSalaryCalculatorPage() {
  const { value: form, update } = useUrlState<NetSalaryForm>(NET_SALARY_URL, DEFAULT_NET_SALARY_FORM);
  const answer = useLatestRequest(toNetSalaryRequest(form), calculateNetSalary, { delayMs: 0, fallbackError: NET_SALARY_ERROR, local: netSalaryInPage });

  return (
    <CalculatorLayout
      className="net-salary"
      answer={answer}
      result={(result) => <Result result={result} />}
      inputs={
        <DecimalField label={AMOUNT_LABELS[form.mode]} value={form.amount} onChange={(amount) => update({ amount })} />
      }
      moreTitle="Altri dati"
      more={
        <>
          <SelectField label="Calcolo" value={form.mode} options={MODE_OPTIONS} optionLabel={(mode) => MODE_LABELS[mode]} onChange={(mode) => update({ mode })} />
          <SelectField label="Regione di residenza" value={form.region} options={NET_SALARY_REGIONS} optionLabel={regionName} onChange={(region) => update({ region })} />
          <DecimalField
            label="Addizionale comunale (%)"
            hint="Facoltativa: l'aliquota del tuo comune (di solito tra 0 e 0,8%). Vuota conta 0."
            value={form.municipalRate}
            onChange={(municipalRate) => update({ municipalRate })}
          />
          <SelectField label="Anno" value={form.year} options={YEARS} onChange={(year) => update({ year })} />
          <SelectField label="Mensilità" value={form.months} options={NET_SALARY_MONTHS} onChange={(months) => update({ months })} />
          <SelectField label="Datore di lavoro" value={form.employer} options={NET_SALARY_EMPLOYERS} optionLabel={(employer) => EMPLOYER_LABELS[employer]} detailUnder onChange={(employer) => update({ employer })} />
          <SelectField label="Contratto" value={form.contract} options={NET_SALARY_CONTRACTS} optionLabel={(contract) => CONTRACT_LABELS[contract]} onChange={(contract) => update({ contract })} />
          <p className="muted">Per un lavoratore dipendente del settore privato, per un anno intero, senza altri redditi né familiari a carico.</p>
        </>
      }
    />
  );
}
