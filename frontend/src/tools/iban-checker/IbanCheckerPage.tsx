import { CopyButton } from '../../components/ui/CopyButton';
import { useEffect, useId, useState } from 'react';
import { SplitToolLayout } from '../../components/layout/SplitToolLayout';
import { Alert } from '../../components/ui/Alert';
import { Card } from '../../components/ui/Card';
import { Field } from '../../components/ui/Field';
import { ResultCard } from '../../components/ui/ResultCard';
import { useLatestRequest } from '../../lib/use-latest-request';
import { useUrlState } from '../../lib/url-state/use-url-state';
import { checkIban, IBAN_ERROR, ibanInPage, ibanInPageWithBanks, loadGermanBanks } from './api/check-iban';
import { DEEPLY_CHECKED, DEFAULT_IBAN_FORM, IBAN_URL, ibanRows, toIbanRequest, type IbanForm } from './iban-checker.service';
import './iban-checker.css';

// Worked out in the page (ibanInPage); only a German IBAN typed before its bank codes have loaded is sent, at once.
const SEND_DELAY_MS = 0;

export default function IbanCheckerPage() {
  const id = useId();
  const { value: form, set: setForm } = useUrlState<IbanForm>(IBAN_URL, DEFAULT_IBAN_FORM, { private: true });
  const [banksLoaded, setBanksLoaded] = useState(false);
  useEffect(() => {
    let current = true;
    // Offline before the chunk was ever kept, a German IBAN stays with the server: nothing to report here.
    loadGermanBanks().then(() => current && setBanksLoaded(true), () => undefined);
    return () => {
      current = false;
    };
  }, []);
  const local = banksLoaded ? ibanInPageWithBanks : ibanInPage;
  const answer = useLatestRequest(toIbanRequest(form.iban), checkIban, { delayMs: SEND_DELAY_MS, fallbackError: IBAN_ERROR, local });

  return (
    <SplitToolLayout
      inputs={
        <Card title="IBAN">
          <Field label="IBAN da verificare" htmlFor={`${id}-iban`} hint="Con o senza spazi, in maiuscolo o minuscolo.">
            <input
              id={`${id}-iban`}
              className="input iban__input"
              value={form.iban}
              spellCheck={false}
              autoComplete="off"
              autoCapitalize="characters"
              onChange={(e) => setForm({ iban: e.target.value })}
            />
          </Field>
        </Card>
      }
      result={
        <ResultCard answer={answer} loadingLabel="Verifica in corso…">
          {(result) => (
            <>
              {result.valid ? <Alert tone="success">IBAN valido</Alert> : <Alert tone="error">IBAN non valido: {result.reason}</Alert>}
              <p className="iban__formatted">{result.formatted}</p>
              <CopyButton text={result.formatted.replace(/\s/g, '')} label="Copia l'IBAN" copiedLabel="IBAN copiato" />
              <dl className="iban__rows">
                {ibanRows(result).map((row) => (
                  <div className="result-row" key={row.label}>
                    <dt className="result-row__label">{row.label}</dt>
                    <dd className="result-row__value">{row.value}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </ResultCard>
      }
      more={
        <p className="muted">
          Il controllo verifica le cifre di controllo e il formato del paese. Il numero di conto è controllato anche con le regole nazionali
          per {DEEPLY_CHECKED}. Un IBAN valido può comunque non corrispondere a un conto esistente.
        </p>
      }
    />
  );
}
