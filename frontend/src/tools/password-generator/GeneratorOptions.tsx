import { useId } from 'react';
import { IntegerField } from '../../components/ui/IntegerField';
import { PASSPHRASE_WORDS, SEPARATORS, type Separator } from './passphrase';
import { PASSWORD_LENGTH, SET_ORDER, type CharacterSet } from './password';
import type { GeneratorForm, Mode } from './password-generator.service';

const SET_LABELS: Record<CharacterSet, string> = {
  lower: 'Minuscole (a-z)',
  upper: 'Maiuscole (A-Z)',
  digits: 'Cifre (0-9)',
  symbols: 'Simboli (!#$%…)',
};

const MODES: ReadonlyArray<[Mode, string]> = [
  ['password', 'Password di caratteri'],
  ['passphrase', 'Frase di parole (passphrase)'],
];

interface GeneratorOptionsProps {
  form: GeneratorForm;
  onChange: (form: GeneratorForm) => void;
}

/** The kind of secret and its settings; every change draws a new one at once. */
export function GeneratorOptions({ form, onChange }: GeneratorOptionsProps) {
  const id = useId();
  const password = form.password;
  const passphrase = form.passphrase;
  return (
    <>
      <fieldset className="password__group">
        <legend className="field__label">Che cosa generare</legend>
        {MODES.map(([mode, label]) => (
          <label key={mode} className="password__choice">
            <input type="radio" name={`${id}-mode`} checked={form.mode === mode} onChange={() => onChange({ ...form, mode })} /> {label}
          </label>
        ))}
      </fieldset>
      {form.mode === 'password' ? (
        <>
          <IntegerField
            label="Lunghezza (caratteri)"
            value={password.length}
            min={PASSWORD_LENGTH.min}
            max={PASSWORD_LENGTH.max}
            onChange={(length) => onChange({ ...form, password: { ...password, length } })}
          />
          <fieldset className="password__group">
            <legend className="field__label">Caratteri da usare</legend>
            {SET_ORDER.map((set) => (
              <label key={set} className="password__choice">
                <input
                  type="checkbox"
                  checked={password.sets[set]}
                  onChange={(event) => onChange({ ...form, password: { ...password, sets: { ...password.sets, [set]: event.target.checked } } })}
                />{' '}
                {SET_LABELS[set]}
              </label>
            ))}
            <label className="password__choice">
              <input
                type="checkbox"
                checked={password.avoidLookAlikes}
                onChange={(event) => onChange({ ...form, password: { ...password, avoidLookAlikes: event.target.checked } })}
              />{' '}
              Senza caratteri che si confondono (l 1 I O 0 o)
            </label>
          </fieldset>
        </>
      ) : (
        <>
          <IntegerField
            label="Numero di parole"
            value={passphrase.words}
            min={PASSPHRASE_WORDS.min}
            max={PASSPHRASE_WORDS.max}
            onChange={(words) => onChange({ ...form, passphrase: { ...passphrase, words } })}
          />
          <div className="field">
            <label className="field__label" htmlFor={`${id}-separator`}>
              Separatore
            </label>
            <select
              id={`${id}-separator`}
              className="input"
              value={passphrase.separator}
              onChange={(event) => onChange({ ...form, passphrase: { ...passphrase, separator: event.target.value as Separator } })}
            >
              {SEPARATORS.map((separator) => (
                <option key={separator.value} value={separator.value}>
                  {separator.label}
                </option>
              ))}
            </select>
          </div>
          <label className="password__choice">
            <input
              type="checkbox"
              checked={passphrase.capitalize}
              onChange={(event) => onChange({ ...form, passphrase: { ...passphrase, capitalize: event.target.checked } })}
            />{' '}
            Iniziali maiuscole
          </label>
        </>
      )}
    </>
  );
}
