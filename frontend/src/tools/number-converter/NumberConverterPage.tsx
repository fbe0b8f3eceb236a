import { useId } from 'react';
import { Alert } from '../../components/ui/Alert';
import { ChipGroup } from '../../components/ui/ChipGroup';
import { Field } from '../../components/ui/Field';
import { SelectPair, type Pair } from '../../components/ui/SelectPair';
import { useUrlState } from '../../lib/url-state/use-url-state';
import { NumberResult } from './NumberResult';
import { BASE_INFO, BASE_OPTIONS, OTHER_BASES_NOTE, baseLabel, convertForm, DEFAULT_NUMBER_FORM, NUMBER_URL, QUICK_EXAMPLES, swapForm, type NumberForm } from './number-converter.service';
import './number-converter.css';

export default function NumberConverterPage() {
  const id = useId();
  const { value: form, set: setForm } = useUrlState<NumberForm>(NUMBER_URL, DEFAULT_NUMBER_FORM);
  const { number } = form;
  const bases: Pair<number> = { from: form.fromBase, to: form.toBase };
  const setNumber = (text: string) => setForm((current) => ({ ...current, number: text }));
  // The swap button hands over the pair reversed; then the converted number takes the field, so the conversion reads backwards.
  const setBases = (pair: Pair<number>) =>
    setForm((current) =>
      pair.from === current.toBase && pair.to === current.fromBase && pair.from !== pair.to ? swapForm(current) : { ...current, fromBase: pair.from, toBase: pair.to },
    );
  // Exact with BigInt and instant: the result follows every keystroke without a round trip.
  const conversion = convertForm(form);

  return (
    <div className="tool-layout tool-layout--split">
      <section className="card tool-layout__inputs" aria-label="Impostazioni della conversione">
        <h2 className="card__title">Numero</h2>
        <Field label="Numero da convertire" htmlFor={`${id}-number`}>
          <input id={`${id}-number`} className="input number__input" value={number} spellCheck={false} autoComplete="off" onChange={(e) => setNumber(e.target.value)} />
        </Field>
      </section>
      <section className="card tool-layout__result" aria-labelledby={`${id}-result`}>
        <h2 id={`${id}-result`} className="card__title">
          Risultato
        </h2>
        {'error' in conversion ? <Alert tone="error">{conversion.error}</Alert> : <NumberResult conversion={conversion.conversion} />}
      </section>
      {/* After the result on a phone: the number typed and its conversion share the first screen, the bases come next. */}
      <div className="tool-layout__more tool-layout__stack">
        <section className="card" aria-labelledby={`${id}-bases`}>
          <h2 id={`${id}-bases`} className="card__title">
            Basi
          </h2>
          <SelectPair
            value={bases}
            onChange={setBases}
            options={BASE_OPTIONS}
            optionLabel={baseLabel}
            labels={{ from: 'Dalla base', to: 'Alla base', swap: 'Inverti le basi' }}
          />
          <ChipGroup
            label="Esempi rapidi"
            items={QUICK_EXAMPLES}
            onChoose={(example) => setForm((current) => ({ ...current, number: example.number, fromBase: example.base }))}
          />
        </section>
        <section className="card" aria-labelledby={`${id}-info`}>
          <h2 id={`${id}-info`} className="card__title">
            Le basi numeriche
          </h2>
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
          <p className="muted number__note">{OTHER_BASES_NOTE}</p>
        </section>
      </div>
    </div>
  );
}
