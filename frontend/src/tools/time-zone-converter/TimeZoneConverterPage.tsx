import { useId, useState } from 'react';
import { zoneIdList, zoneName } from '@orbita/proto-types/time-zones';
import { SplitToolLayout } from '../../components/layout/SplitToolLayout';
import { Alert } from '../../components/ui/Alert';
import { Card } from '../../components/ui/Card';
import { DateInput } from '../../components/ui/DateInput';
import { TimeInput } from '../../components/ui/TimeInput';
import { Field } from '../../components/ui/Field';
import { SelectField } from '../../components/ui/SelectField';
import { formatDay } from '../../lib/format';
import { useUrlState } from '../../lib/url-state/use-url-state';
import { CITY_NAMES, computeZoneForm, dayShift, defaultZoneForm, ZONE_URL, zoneToAdd, type RepeatedChoice, type WorkingOverlap, type ZoneForm } from './time-zone-converter.service';
import './time-zone-converter.css';

const DEFAULTS = defaultZoneForm();
const HOURS = Array.from({ length: 25 }, (_, hour) => hour);
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const season = (summer: boolean) => (summer ? 'ora legale' : 'ora solare');

function ZoneSuggestions({ id }: { id: string }) {
  return (
    <datalist id={id}>
      {[...CITY_NAMES, ...zoneIdList()].map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}

function RepeatedHour({ repeated, place, value, onChange }: { repeated: RepeatedChoice; place: string; value: ZoneForm['occurrence']; onChange: (value: ZoneForm['occurrence']) => void }) {
  const name = useId();
  const options = [
    ['earlier', `La prima volta (${season(repeated.earlier.summerTime)}, UTC${repeated.earlier.offset})`],
    ['later', `La seconda volta (${season(repeated.later.summerTime)}, UTC${repeated.later.offset})`],
  ] as const;
  return (
    <fieldset className="zones__repeated">
      <legend>
        A {place} le {repeated.clock} di questo giorno ci sono due volte (gli orologi tornano indietro di un&apos;ora): quale intendi?
      </legend>
      {options.map(([option, label]) => (
        <label key={option} className="zones__choice">
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} /> {label}
        </label>
      ))}
    </fieldset>
  );
}

function OverlapPicture({ overlap }: { overlap: WorkingOverlap }) {
  return (
    <>
      {/* The picture; its words are the paragraph below, for screen readers and for the printout alike. */}
      <div className="zones__grid" aria-hidden="true" style={{ gridTemplateColumns: `minmax(6rem, auto) repeat(24, minmax(0, 1fr))` }}>
        {overlap.rows.map((row) => (
          <div key={row.zone} className="zones__row">
            <span className="zones__city">{row.name}</span>
            {row.hours.map((hour, i) => (
              <span key={i} className={`zones__hour${row.working[i] ? ' zones__hour--work' : ''}${overlap.common[i] ? ' zones__hour--common' : ''}`} title={`${row.name} ${hourLabel(hour)}`}>
                {hour}
              </span>
            ))}
          </div>
        ))}
      </div>
      <p className="zones__summary">{overlap.summary}</p>
    </>
  );
}

export default function TimeZoneConverterPage() {
  const id = useId();
  const { value: form, update } = useUrlState<ZoneForm>(ZONE_URL, DEFAULTS);
  const [adding, setAdding] = useState('');
  // Exact and instant: the page works the answer out with the service's own logic at each keystroke.
  const outcome = computeZoneForm(form);
  const toAdd = zoneToAdd(adding, form.cities);
  const add = () => {
    if (toAdd === null) return;
    update({ cities: [...form.cities, toAdd] });
    setAdding('');
  };

  return (
    <SplitToolLayout
      inputs={
        <Card title="Ora e luogo" label="Dati della conversione" noPrint>
          <ZoneSuggestions id={`${id}-zones`} />
          <Field label="Da (città o fuso IANA)" htmlFor={`${id}-from`}>
            <input id={`${id}-from`} className="input" list={`${id}-zones`} autoComplete="off" placeholder="Roma, Londra, America/Chicago…" value={form.from} onChange={(e) => update({ from: e.target.value })} />
          </Field>
          <div className="field-pair">
            <Field label="Data" htmlFor={`${id}-date`}>
              <DateInput id={`${id}-date`} value={form.date} onChange={(date) => update({ date })} />
            </Field>
            <Field label="Ora" htmlFor={`${id}-time`}>
              <TimeInput id={`${id}-time`} value={form.time} onChange={(time) => update({ time })} />
            </Field>
          </div>
        </Card>
      }
      result={
        <Card title="Risultato">
          {'error' in outcome ? (
            <Alert tone="error">{outcome.error}</Alert>
          ) : (
            <div className="zones__answer">
              {outcome.repeated ? <RepeatedHour repeated={outcome.repeated} place={outcome.from.name} value={form.occurrence} onChange={(occurrence) => update({ occurrence })} /> : null}
              <p>
                {formatDay(outcome.from.dateTime.slice(0, 10))}, ore <strong>{outcome.from.dateTime.slice(11)}</strong> a {outcome.from.name} (UTC{outcome.from.offset}
                {outcome.from.summerTime ? ', ora legale' : ''}) corrisponde a:
              </p>
              <ul className="zones__times">
                {outcome.times.map((time) => (
                  <li key={time.zone} data-date-time={time.dateTime}>
                    <span className="zones__place">{time.name}</span> <strong className="zones__clock">{time.dateTime.slice(11)}</strong>{' '}
                    <span className="muted">
                      {dayShift(outcome.from.dateTime, time.dateTime) ? `${dayShift(outcome.from.dateTime, time.dateTime)}, ` : ''}
                      {formatDay(time.dateTime.slice(0, 10))}, UTC{time.offset}
                      {time.summerTime ? ', ora legale' : ''}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </Card>
      }
      more={
        <Card title="Città e ore di lavoro in comune">
          <Field label="Aggiungi una città o un fuso" htmlFor={`${id}-add`}>
            <div className="zones__add">
              <input
                id={`${id}-add`}
                className="input"
                list={`${id}-zones`}
                autoComplete="off"
                value={adding}
                onChange={(e) => setAdding(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    add();
                  }
                }}
              />
              <button type="button" className="btn btn--secondary" onClick={add} disabled={toAdd === null}>
                Aggiungi
              </button>
            </div>
          </Field>
          <ul className="zones__chosen" aria-label="Città scelte">
            {form.cities.map((zone) => (
              <li key={zone}>
                {zoneName(zone)}{' '}
                <button type="button" className="btn btn--secondary btn--small" aria-label={`Togli ${zoneName(zone)}`} onClick={() => update({ cities: form.cities.filter((other) => other !== zone) })}>
                  ×
                </button>
              </li>
            ))}
          </ul>
          <div className="field-pair">
            <SelectField label="Inizio lavoro" value={form.workStart} options={HOURS.slice(0, 24)} optionLabel={hourLabel} onChange={(workStart) => update({ workStart })} />
            <SelectField label="Fine lavoro" value={form.workEnd} options={HOURS.slice(1)} optionLabel={hourLabel} onChange={(workEnd) => update({ workEnd })} />
          </div>
          {'error' in outcome ? <p className="muted">Scegli un orario valido per vedere le ore di lavoro in comune.</p> : <OverlapPicture overlap={outcome.overlap} />}
          <p className="muted">
            Regole dei fusi e dell&apos;ora legale dal database IANA dei fusi orari (tz database), come lo porta il browser. In Italia l&apos;ora legale va dall&apos;ultima domenica di marzo (alle 02:00 si passa alle 03:00) all&apos;ultima domenica di ottobre (alle 03:00 si torna alle 02:00).
          </p>
        </Card>
      }
    />
  );
}
