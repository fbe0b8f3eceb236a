import { useId, useState } from 'react';
import { NUMBER_BASES, type NumberBase } from '@orbita/proto-types/enums';
import { Alert } from '../../components/ui/Alert';
import { Field } from '../../components/ui/Field';
import { Icon } from '../../components/ui/Icon';
import { Loading } from '../../components/ui/Spinner';
import { useLatestRequest } from '../../lib/use-latest-request';
import { convertNumber, NUMBER_ERROR } from './api/convert-number';
import { NumberResult } from './NumberResult';
import { BASE_INFO, BASE_LABELS, DEFAULT_NUMBER_FORM, QUICK_EXAMPLES, toNumberRequest } from './number-converter.service';
import './number-converter.css';

const CONVERT_DELAY_MS = 250;

export default function NumberConverterPage() {
  const id = useId();
  const [number, setNumber] = useState<string>(DEFAULT_NUMBER_FORM.number);
  const [fromBase, setFromBase] = useState<NumberBase>(DEFAULT_NUMBER_FORM.fromBase);
  const [toBase, setToBase] = useState<NumberBase>(DEFAULT_NUMBER_FORM.toBase);
  const conversion = useLatestRequest(toNumberRequest(number, fromBase, toBase), convertNumber, {
    delayMs: CONVERT_DELAY_MS,
    fallbackError: NUMBER_ERROR,
  });

  const baseSelect = (label: string, value: NumberBase, onChange: (base: NumberBase) => void, key: string) => (
    <Field label={label} htmlFor={`${id}-${key}`}>
      <select id={`${id}-${key}`} className="input" value={value} onChange={(e) => onChange(Number(e.target.value) as NumberBase)}>
        {NUMBER_BASES.map((base) => (
          <option key={base} value={base}>
            {BASE_LABELS[base]}
          </option>
        ))}
      </select>
    </Field>
  );

  return (
    <div className="tool-layout">
      <section className="card" aria-label="Impostazioni della conversione">
        <h2 className="card__title">Numero</h2>
        <Field label="Numero da convertire" htmlFor={`${id}-number`}>
          <input id={`${id}-number`} className="input number__input" value={number} spellCheck={false} autoComplete="off" onChange={(e) => setNumber(e.target.value)} />
        </Field>
        <div className="number__bases">
          {baseSelect('Dalla base', fromBase, setFromBase, 'from')}
          <button
            type="button"
            className="btn btn--secondary number__swap"
            onClick={() => {
              setFromBase(toBase);
              setToBase(fromBase);
            }}
          >
            <Icon name="exchange" size={18} />
            <span className="visually-hidden">Inverti le basi</span>
          </button>
          {baseSelect('Alla base', toBase, setToBase, 'to')}
        </div>
        <p className="field__label" id={`${id}-examples`}>
          Esempi rapidi
        </p>
        <div className="chip-row" role="group" aria-labelledby={`${id}-examples`}>
          {QUICK_EXAMPLES.map((example) => (
            <button
              key={example.label}
              type="button"
              className="chip"
              onClick={() => {
                setNumber(example.number);
                setFromBase(example.base);
              }}
            >
              {example.label}
            </button>
          ))}
        </div>
        <h3 className="number__info-title">Le basi numeriche</h3>
        <ul className="number__info">
          {BASE_INFO.map((info) => (
            <li key={info.base}>
              <strong>
                {info.name} (base {info.base})
              </strong>
              : cifre {info.digits}; {info.use}.
            </li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby={`${id}-result`}>
        <h2 id={`${id}-result`} className="card__title">
          Risultato
        </h2>
        {conversion.error ? <Alert tone="error">{conversion.error}</Alert> : null}
        {conversion.loading ? <Loading label="Conversione in corso…" /> : null}
        {conversion.data && !conversion.error ? <NumberResult conversion={conversion.data} /> : null}
      </section>
    </div>
  );
}
