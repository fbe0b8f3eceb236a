import { useId } from 'react';
import { SplitToolLayout } from '../../components/layout/SplitToolLayout';
import { Alert } from '../../components/ui/Alert';
import { Card } from '../../components/ui/Card';
import { ChipGroup } from '../../components/ui/ChipGroup';
import { Field } from '../../components/ui/Field';
import { SelectPair, type Pair } from '../../components/ui/SelectPair';
import { useUrlState } from '../../lib/url-state/use-url-state';
import { NumberResult } from './NumberResult';
import { BASE_INFO, BASE_OPTIONS, OTHER_BASES_NOTE, baseLabel, convertForm, DEFAULT_NUMBER_FORM, NUMBER_URL, QUICK_EXAMPLES, swapForm, type NumberForm } from './number-converter.service';
import './number-converter.css';

export default function NumberConverterPage() {
  const id = useId();
  const { value: form, set: setForm, update } = useUrlState<NumberForm>(NUMBER_URL, DEFAULT_NUMBER_FORM);
  const { number } = form;
  const bases: Pair<number> = { from: form.fromBase, to: form.toBase };
  const setNumber = (number: string) => update({ number });
  // The swap button hands over the pair reversed; then the converted number takes the field, so the conversion reads backwards.
  const setBases = (pair: Pair<number>) =>
    setForm((current) =>
      pair.from === current.toBase && pair.to === current.fromBase && pair.from !== pair.to ? swapForm(current) : { ...current, fromBase: pair.from, toBase: pair.to },
    );
  // Exact with BigInt and instant: the result follows every keystroke without a round trip.
  const conversion = convertForm(form);

  return (
    <SplitToolLayout
      inputs={
        <Card title="Numero" label="Impostazioni della conversione">
          <Field label="Numero da convertire" htmlFor={`${id}-number`}>
            <input id={`${id}-number`} className="input number__input" value={number} spellCheck={false} autoComplete="off" onChange={(e) => setNumber(e.target.value)} />
          </Field>
        </Card>
      }
      result={
        <Card title="Risultato">
          {'error' in conversion ? <Alert tone="error">{conversion.error}</Alert> : <NumberResult conversion={conversion.conversion} />}
        </Card>
      }
      more={
        <>
          <Card title="Basi">
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
              onChoose={(example) => update({ number: example.number, fromBase: example.base })}
            />
          </Card>
          <Card title="Le basi numeriche">
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
          </Card>
        </>
      }
    />
  );
}
