import { useId, useState } from 'react';
import { NUMBER_BASES, type NumberBase } from '@orbita/proto-types/enums';
import { Alert } from '../../components/ui/Alert';
import { ChipGroup } from '../../components/ui/ChipGroup';
import { Field } from '../../components/ui/Field';
import { SelectPair, type Pair } from '../../components/ui/SelectPair';
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
  const [bases, setBases] = useState<Pair<NumberBase>>({ from: DEFAULT_NUMBER_FORM.fromBase, to: DEFAULT_NUMBER_FORM.toBase });
  const conversion = useLatestRequest(toNumberRequest(number, bases.from, bases.to), convertNumber, {
    delayMs: CONVERT_DELAY_MS,
    fallbackError: NUMBER_ERROR,
  });

  return (
    <div className="tool-layout">
      <section className="card" aria-label="Impostazioni della conversione">
        <h2 className="card__title">Numero</h2>
        <Field label="Numero da convertire" htmlFor={`${id}-number`}>
          <input id={`${id}-number`} className="input number__input" value={number} spellCheck={false} autoComplete="off" onChange={(e) => setNumber(e.target.value)} />
        </Field>
        <SelectPair
          value={bases}
          onChange={setBases}
          options={NUMBER_BASES}
          optionLabel={(base) => BASE_LABELS[base]}
          labels={{ from: 'Dalla base', to: 'Alla base', swap: 'Inverti le basi' }}
        />
        <ChipGroup
          label="Esempi rapidi"
          items={QUICK_EXAMPLES}
          onChoose={(example) => {
            setNumber(example.number);
            setBases((current) => ({ ...current, from: example.base }));
          }}
        />
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
