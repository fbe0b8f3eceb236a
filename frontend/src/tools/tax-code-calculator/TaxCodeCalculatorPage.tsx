import { DateInput } from '../../components/ui/DateInput';
import { CopyButton } from '../../components/ui/CopyButton';
import type { CheckTaxCodeResponse } from '@orbita/proto-types';
import { useEffect, useId, useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { ChipGroup } from '../../components/ui/ChipGroup';
import { Field } from '../../components/ui/Field';
import { SelectField } from '../../components/ui/SelectField';
import { Loading } from '../../components/ui/Spinner';
import { formatDay } from '../../lib/format';
import { useUrlState } from '../../lib/url-state/use-url-state';
import { useKeptHeight } from '../../lib/use-kept-height';
import { useLatestRequest } from '../../lib/use-latest-request';
import { calculateTaxCode, TAX_CODE_ERROR } from './api/calculate-tax-code';
import { CHECK_TAX_CODE_ERROR, checkTaxCode } from './api/check-tax-code';
import { MUNICIPALITIES_ERROR, searchMunicipalities } from './api/municipalities';
import { checkInPage, loadPlaces, placeBeingTyped, suggestionsInPage, taxCodeInPage } from './api/places';
import {
  DEFAULT_TAX_CODE_FORM,
  placeDescription,
  placeChoices,
  placeLabel,
  placeQuery,
  placeSearch,
  SEX_LABELS,
  SEX_OPTIONS,
  PLACES_LOADING,
  TAX_CODE_HINTS,
  TAX_CODE_URL,
  toCheckRequest,
  toTaxCodeRequest,
  type PlacesState,
  type TaxCodeForm,
} from './tax-code-calculator.service';
import './tax-code-calculator.css';

// Computed in the page once the table of places is in; without it (offline at the first visit) the server answers,
// with no wait: each keystroke sends at once and a newer one aborts the request before it.
const SEND_DELAY_MS = 0;
const SUGGEST_DELAY_MS = 200;

/** Loads the table of places once, when the tool opens; offline before it was ever kept, the server answers instead. */
function usePlaces(): PlacesState {
  const [state, setState] = useState<PlacesState>('loading');
  useEffect(() => {
    let current = true;
    loadPlaces().then(
      () => current && setState('ready'),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}

/** What is still missing, said as a hint; a refusal, as an error. */
function Message({ text }: { text: string }) {
  return TAX_CODE_HINTS.has(text) ? <Alert tone="info">{text}</Alert> : <Alert tone="error">{text}</Alert>;
}

/** A valid code read back: sex, date and place of birth, and whether it is an omocodia. */
function CheckedCode({ check, measure }: { check: CheckTaxCodeResponse; measure: (element: HTMLElement | null) => void }) {
  return (
    <div ref={measure}>
      <Alert tone="success">Codice fiscale valido</Alert>
      <dl className="tax-code__rows">
        <div className="result-row">
          <dt className="result-row__label">Sesso</dt>
          <dd className="result-row__value">{check.sex ? SEX_LABELS[check.sex] : ''}</dd>
        </div>
        <div className="result-row">
          <dt className="result-row__label">Data di nascita</dt>
          <dd className="result-row__value">{check.birthDate ? formatDay(check.birthDate) : ''}</dd>
        </div>
        <div className="result-row">
          <dt className="result-row__label">Luogo di nascita</dt>
          <dd className="result-row__value">{check.birthPlace ? placeDescription(check.birthPlace) : ''}</dd>
        </div>
        <div className="result-row">
          <dt className="result-row__label">Omocodia</dt>
          <dd className="result-row__value">{check.omocodia ? `Sì (codice di partenza ${check.baseCode ?? ''})` : 'No'}</dd>
        </div>
      </dl>
    </div>
  );
}

export default function TaxCodeCalculatorPage() {
  const id = useId();
  // Nothing of this form goes into the address: a name, a birth date and place, or a tax code would stay in the
  // browser's history and in server logs. They enter a link only through «Copia link» (the private mode).
  const { value: form, update } = useUrlState<TaxCodeForm>(TAX_CODE_URL, DEFAULT_TAX_CODE_FORM, { private: true });
  const places = usePlaces();
  const inPage = places === 'ready';
  const computed = useLatestRequest(toTaxCodeRequest(form, places, placeBeingTyped), calculateTaxCode, {
    delayMs: SEND_DELAY_MS,
    fallbackError: TAX_CODE_ERROR,
    local: inPage ? taxCodeInPage : undefined,
  });
  const checkRequest = toCheckRequest(form.code);
  const checked = useLatestRequest(places === 'loading' && 'request' in checkRequest ? { invalid: PLACES_LOADING } : checkRequest, checkTaxCode, {
    delayMs: SEND_DELAY_MS,
    fallbackError: CHECK_TAX_CODE_ERROR,
    local: inPage ? checkInPage : undefined,
  });
  const query = placeQuery(form.birthPlace);
  const prepared = places === 'loading' ? ({ invalid: '' } as const) : placeSearch(query, form.birthDate);
  const suggestions = useLatestRequest(prepared, searchMunicipalities, {
    delayMs: inPage ? 0 : SUGGEST_DELAY_MS,
    fallbackError: MUNICIPALITIES_ERROR,
    local: inPage ? suggestionsInPage : undefined,
  });
  const check = checked.data && !checked.error && form.code.trim() ? checked.data : null;
  // A name shared by two places on the day of birth: the visitor picks one, with its province.
  const choices = query && !suggestions.error ? placeChoices(form.birthPlace, suggestions.data ?? []) : [];
  // Each answer's place keeps the height of the last one shown, so a message or a wait in its stead moves nothing under it.
  const [measureCode, keptCode] = useKeptHeight();
  const [measureCheck, keptCheck] = useKeptHeight();

  return (
    <div className="tool-layout tax-code">
      <section className="card tax-code__calc" aria-labelledby={`${id}-calc`}>
        <h2 id={`${id}-calc`} className="card__title">
          Calcola il codice fiscale
        </h2>
        {/* Two fields a row: on a phone the code computed comes on the first screen, under the names typed. */}
        <div className="field-pair">
          <Field label="Cognome" htmlFor={`${id}-surname`}>
            <input id={`${id}-surname`} className="input" autoComplete="family-name" value={form.surname} onChange={(e) => update({ surname: e.target.value })} />
          </Field>
          <Field label="Nome" htmlFor={`${id}-name`}>
            <input id={`${id}-name`} className="input" autoComplete="given-name" value={form.name} onChange={(e) => update({ name: e.target.value })} />
          </Field>
        </div>
        <div className="field-pair tax-code__sex-date">
          <SelectField label="Sesso" value={form.sex} options={SEX_OPTIONS} optionLabel={(sex) => SEX_LABELS[sex]} onChange={(sex) => update({ sex })} />
          <Field label="Data di nascita" htmlFor={`${id}-date`}>
            <DateInput id={`${id}-date`} value={form.birthDate} onChange={(birthDate) => update({ birthDate })} />
          </Field>
        </div>
        <Field
          label="Luogo di nascita"
          htmlFor={`${id}-place`}
          hintId={`${id}-place-hint`}
          hint="Un comune italiano (anche soppresso), il suo codice catastale o, per chi è nato all'estero, lo stato."
        >
          <input
            id={`${id}-place`}
            className="input"
            list={`${id}-places`}
            autoComplete="off"
            aria-describedby={`${id}-place-hint`}
            value={form.birthPlace}
            onChange={(e) => update({ birthPlace: e.target.value })}
          />
        </Field>
        <datalist id={`${id}-places`}>
          {(query ? (suggestions.data ?? []) : []).map((place) => (
            <option key={`${place.code}-${place.name}`} value={placeLabel(place)}>
              {placeDescription(place)}
            </option>
          ))}
        </datalist>
        {choices.length > 0 ? (
          <div className="tax-code__choices">
            <ChipGroup
              label={`Ci sono ${choices.length} luoghi di nome «${choices[0]!.place.name}» alla data di nascita: quale?`}
              items={choices}
              onChoose={(choice) => update({ birthPlace: choice.value })}
            />
          </div>
        ) : null}
        <div aria-live="polite" style={keptCode}>
          <div className="tax-code__answer">
            {computed.error ? <Message text={computed.error} /> : null}
            {/* A newer code replaces the last one in place: a loading line above it would push it down at each keystroke. */}
            {computed.loading && computed.data === null ? <Loading label="Calcolo in corso…" /> : null}
            {computed.data && !computed.error ? (
              <div ref={measureCode}>
                <p className="tax-code__code">{computed.data.code}</p>
                <CopyButton text={computed.data.code} label="Copia il codice" copiedLabel="Codice copiato" />
                <p className="muted">Luogo di nascita: {placeDescription(computed.data.birthPlace)}</p>
              </div>
            ) : null}
          </div>
        </div>
      </section>
      {/* Before the check on a phone: the check's answer, growing as a code is typed, has nothing under it to push. */}
      <section className="card tax-code__note" aria-labelledby={`${id}-note`}>
        <h2 id={`${id}-note`} className="card__title">
          Il codice ufficiale
        </h2>
        <p>
          Il codice fiscale ufficiale lo rilascia solo l'Agenzia delle Entrate. Quando due persone avrebbero lo stesso codice (omocodia),
          l'Agenzia sostituisce alcune cifre con lettere (0 = L, 1 = M, 2 = N, 3 = P, 4 = Q, 5 = R, 6 = S, 7 = T, 8 = U, 9 = V) e
          ricalcola il carattere di controllo: per questo un codice calcolato qui può differire da quello della tua tessera sanitaria.
        </p>
      </section>
      <section className="card tax-code__check" aria-labelledby={`${id}-check`}>
        <h2 id={`${id}-check`} className="card__title">
          Verifica un codice fiscale
        </h2>
        <Field label="Codice fiscale da verificare" htmlFor={`${id}-code`}>
          <input
            id={`${id}-code`}
            className="input tax-code__input"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={form.code}
            onChange={(e) => update({ code: e.target.value })}
          />
        </Field>
        <div aria-live="polite" style={keptCheck}>
          <div className="tax-code__verdict">
            {checked.error ? <Message text={checked.error} /> : null}
            {checked.loading && form.code.trim() && !check ? <Loading label="Verifica in corso…" /> : null}
            {check ? check.valid ? <CheckedCode check={check} measure={measureCheck} /> : <Alert tone="error">Codice fiscale non valido: {check.reason}</Alert> : null}
          </div>
        </div>
      </section>
    </div>
  );
}
