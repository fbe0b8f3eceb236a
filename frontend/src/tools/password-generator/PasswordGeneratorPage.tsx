import { useState } from 'react';
import { SplitToolLayout } from '../../components/layout/SplitToolLayout';
import { Alert } from '../../components/ui/Alert';
import { Card } from '../../components/ui/Card';
import { CopyButton } from '../../components/ui/CopyButton';
import { Icon } from '../../components/ui/Icon';
import { GeneratorOptions } from './GeneratorOptions';
import { DEFAULT_GENERATOR_FORM, formatBits, generate, type GeneratorForm } from './password-generator.service';
import { cryptoSource } from './random';
import { StrengthLine } from './StrengthLine';
import './password-generator.css';

const source = cryptoSource();

export default function PasswordGeneratorPage() {
  // The secret lives in this component's state only: never in the address, the history, storage, a request or a log.
  const [state, setState] = useState(() => ({ form: DEFAULT_GENERATOR_FORM, generated: generate(DEFAULT_GENERATOR_FORM, source) }));
  const change = (form: GeneratorForm) => setState({ form, generated: generate(form, source) });
  const { form, generated } = state;
  const noun = form.mode === 'password' ? 'password' : 'frase';

  return (
    <SplitToolLayout
      className="password"
      inputs={
        <Card title="Impostazioni" label="Impostazioni della password" noPrint>
          <GeneratorOptions form={form} onChange={change} />
        </Card>
      }
      result={
        <Card title="Risultato">
          {generated.ok ? (
            <>
              <p className="password__label">{form.mode === 'password' ? 'La tua nuova password' : 'La tua nuova frase'}</p>
              <p className="password__value">{generated.value}</p>
              <div className="password__actions">
                <CopyButton text={generated.value} label={`Copia la ${noun}`} copiedLabel={form.mode === 'password' ? 'Password copiata' : 'Frase copiata'} />
                <button type="button" className="btn btn--secondary btn--small" onClick={() => change(form)}>
                  <Icon name="refresh" size={16} />
                  Rigenera
                </button>
              </div>
              <p>
                Entropia: <strong className="password__entropy">{formatBits(generated.entropyBits)}</strong>
              </p>
              <StrengthLine secret={generated.value} />
            </>
          ) : (
            <Alert tone="error">{generated.message}</Alert>
          )}
        </Card>
      }
      more={
        <Card title="Come funziona">
          <p>
            La password nasce nel tuo browser con il generatore casuale crittografico (Web Crypto, <code>crypto.getRandomValues</code>): non viene
            inviata a nessun server, non finisce nell&apos;indirizzo della pagina, nella cronologia o nei dati salvati dal sito.
          </p>
          <p className="muted">
            L&apos;entropia è esatta: è il logaritmo in base 2 di quante password diverse le impostazioni permettono, tutte ugualmente probabili
            (per le frasi, 11 bit per parola: ognuna è scelta tra le 2048 della lista italiana BIP-39). La robustezza è una stima di zxcvbn-ts, che
            conosce le password più usate e le parole, i nomi e i cognomi italiani: per una frase di parole vere è prudente, l&apos;entropia conta
            di più.
          </p>
        </Card>
      }
    />
  );
}
