import { useId } from 'react';
import { SplitToolLayout } from '../../components/layout/SplitToolLayout';
import { Alert } from '../../components/ui/Alert';
import { Card } from '../../components/ui/Card';
import { Field } from '../../components/ui/Field';
import { ResultCard } from '../../components/ui/ResultCard';
import { RulesAndPrint } from '../../components/ui/RulesList';
import { useLatestRequest } from '../../lib/use-latest-request';
import { useUrlState } from '../../lib/url-state/use-url-state';
import { checkVatNumber, VAT_NUMBER_ERROR, vatNumberInPage } from './api/check-vat-number';
import {
  AGENZIA_CHECK_URL,
  DEFAULT_VAT_NUMBER_FORM,
  toCheckVatNumberRequest,
  VAT_NUMBER_URL,
  vatNumberRows,
  VIES_URL,
  type VatNumberForm,
} from './vat-number-checker.service';
import './vat-number-checker.css';

// No wait: each keystroke sends at once and a newer one aborts the request before it.
const SEND_DELAY_MS = 0;

function ActiveCheckLinks() {
  return (
    <p className="muted">
      Questo controllo verifica la forma del numero, non che la partita IVA sia attiva né a chi appartiene. Per saperlo usa la{' '}
      <a href={AGENZIA_CHECK_URL} target="_blank" rel="noreferrer noopener">
        verifica dell&apos;Agenzia delle Entrate
      </a>{' '}
      o, per gli scambi nell&apos;Unione europea, il{' '}
      <a href={VIES_URL} target="_blank" rel="noreferrer noopener">
        VIES della Commissione europea
      </a>
      .
    </p>
  );
}

export default function VatNumberCheckerPage() {
  const id = useId();
  const { value: form, set: setForm } = useUrlState<VatNumberForm>(VAT_NUMBER_URL, DEFAULT_VAT_NUMBER_FORM);
  const answer = useLatestRequest(toCheckVatNumberRequest(form), checkVatNumber, { delayMs: SEND_DELAY_MS, fallbackError: VAT_NUMBER_ERROR, local: vatNumberInPage });

  return (
    <SplitToolLayout
      inputs={
        <Card title="Partita IVA" noPrint>
          <Field label="Partita IVA da verificare" htmlFor={`${id}-piva`} hint="11 cifre, con o senza spazi e prefisso IT.">
            <input
              id={`${id}-piva`}
              className="input vat-number__input"
              value={form.vatNumber}
              inputMode="numeric"
              spellCheck={false}
              autoComplete="off"
              onChange={(e) => setForm({ vatNumber: e.target.value })}
            />
          </Field>
        </Card>
      }
      result={
        <ResultCard answer={answer} loadingLabel="Verifica in corso…">
          {(result) => (
            <>
              {result.valid ? <Alert tone="success">Partita IVA formalmente corretta</Alert> : <Alert tone="error">Partita IVA non valida: {result.reason}</Alert>}
              <p className="vat-number__formatted">{result.formatted}</p>
              <dl className="vat-number__rows">
                {vatNumberRows(result).map((row) => (
                  <div className="result-row" key={row.label}>
                    <dt className="result-row__label">{row.label}</dt>
                    <dd className="result-row__value">{row.value}</dd>
                  </div>
                ))}
              </dl>
              {result.office ? <p className="muted">{result.office.note}.</p> : null}
              <RulesAndPrint heading="Regole applicate" rules={result.rules} printLabel="Stampa la verifica" />
            </>
          )}
        </ResultCard>
      }
      more={
        <div className="no-print">
          <ActiveCheckLinks />
        </div>
      }
    />
  );
}
