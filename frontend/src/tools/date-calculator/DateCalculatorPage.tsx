import { useId } from 'react';
import { Link } from 'react-router-dom';
import { CIVIL_CODE_2963, type DayFacts } from '@orbita/proto-types/calendar-dates';
import { DateInput } from '../../components/ui/DateInput';
import { SplitToolLayout } from '../../components/layout/SplitToolLayout';
import { Alert } from '../../components/ui/Alert';
import { Card } from '../../components/ui/Card';
import { DecimalField } from '../../components/ui/DecimalField';
import { Field } from '../../components/ui/Field';
import { SelectField } from '../../components/ui/SelectField';
import { formatDay, formatNumber, plural } from '../../lib/format';
import { useUrlState } from '../../lib/url-state/use-url-state';
import {
  computeDateForm,
  DATE_URL,
  defaultDateForm,
  LAST_DAY_LABELS,
  LAST_DAY_OPTIONS,
  MODE_LABELS,
  MODE_OPTIONS,
  UNIT_OPTIONS,
  unitLabel,
  workingDaysLink,
  yearsMonthsDays,
  type DateForm,
} from './date-calculator.service';
import './date-calculator.css';

const DEFAULTS = defaultDateForm();

function Facts({ facts }: { facts: DayFacts }) {
  return (
    <>
      {facts.weekday}, settimana ISO {facts.isoWeek}
      {facts.isoWeekYear !== Number(facts.date.slice(0, 4)) ? ` del ${facts.isoWeekYear}` : ''}, {facts.dayOfYear}° giorno dell'anno
    </>
  );
}

function CivilCode() {
  return (
    <a href={CIVIL_CODE_2963.url} target="_blank" rel="noreferrer">
      art. 2963 del codice civile
    </a>
  );
}

export default function DateCalculatorPage() {
  const id = useId();
  const { value: form, update } = useUrlState<DateForm>(DATE_URL, DEFAULTS);
  // Exact and instant: the page works the answer out with the service's own logic at each keystroke.
  const outcome = computeDateForm(form);
  const link = form.mode === 'difference' && !('error' in outcome) ? workingDaysLink(form.from, form.to) : null;

  return (
    <SplitToolLayout
      inputs={
        <Card title="Date" label="Dati del calcolo">
          <SelectField label="Calcolo" value={form.mode} options={MODE_OPTIONS} optionLabel={(mode) => MODE_LABELS[mode]} onChange={(mode) => update({ mode })} />
          {form.mode === 'difference' ? (
            <div className="field-pair">
              <Field label="Data iniziale" htmlFor={`${id}-from`}>
                <DateInput id={`${id}-from`} value={form.from} onChange={(from) => update({ from })} />
              </Field>
              <Field label="Data finale" htmlFor={`${id}-to`}>
                <DateInput id={`${id}-to`} value={form.to} onChange={(to) => update({ to })} />
              </Field>
            </div>
          ) : (
            <>
              <Field label="Data di partenza" htmlFor={`${id}-date`}>
                <DateInput id={`${id}-date`} value={form.date} onChange={(date) => update({ date })} />
              </Field>
              <div className="field-pair">
                <DecimalField label="Quantità (negativa per togliere)" value={form.amount} onChange={(amount) => update({ amount })} />
                <SelectField label="Unità" value={form.unit} options={UNIT_OPTIONS} optionLabel={unitLabel} onChange={(unit) => update({ unit })} />
              </div>
            </>
          )}
        </Card>
      }
      result={
        <Card title="Risultato">
          {'error' in outcome ? (
            <Alert tone="error">{outcome.error}</Alert>
          ) : 'difference' in outcome ? (
            <>
              <p className="dates__result">
                <strong>{formatNumber(outcome.difference.days)}</strong> {plural(outcome.difference.days, 'giorno', 'giorni')}
              </p>
              <p>
                Cioè {yearsMonthsDays(outcome.difference.years, outcome.difference.months, outcome.difference.remainingDays)}, oppure{' '}
                {formatNumber(outcome.difference.weeks)} {plural(outcome.difference.weeks, 'settimana', 'settimane')}
                {outcome.difference.weekDays ? ` e ${outcome.difference.weekDays} ${plural(outcome.difference.weekDays, 'giorno', 'giorni')}` : ''}.
              </p>
              <p className="muted">
                {outcome.difference.includeLastDay ? 'Contando sia il giorno iniziale sia quello finale.' : 'Senza contare il giorno iniziale: il giorno finale è contato una volta sola (come nei termini di legge).'}
                {outcome.difference.days < 0 ? ' La data finale viene prima di quella iniziale.' : ''}
              </p>
              <ul className="dates__facts">
                <li>
                  <strong>{formatDay(outcome.difference.from.date)}</strong>: <Facts facts={outcome.difference.from} />
                </li>
                <li>
                  <strong>{formatDay(outcome.difference.to.date)}</strong>: <Facts facts={outcome.difference.to} />
                </li>
              </ul>
              {link ? (
                <p>
                  <Link to={link}>Conta i giorni lavorativi tra queste date</Link>
                </p>
              ) : null}
            </>
          ) : (
            <>
              <p className="dates__result">
                <strong>{formatDay(outcome.added.date)}</strong>
              </p>
              <p>
                <Facts facts={outcome.added} />.
              </p>
              {outcome.added.monthEnd ? (
                <p className="muted">
                  Il mese di arrivo non ha quel giorno: la scadenza cade nel suo ultimo giorno (<CivilCode />).
                </p>
              ) : null}
            </>
          )}
        </Card>
      }
      more={
        <Card title="Opzioni e regole">
          {form.mode === 'difference' ? (
            <SelectField label="Giorno finale" value={form.lastDay} options={LAST_DAY_OPTIONS} optionLabel={(choice) => LAST_DAY_LABELS[choice]} onChange={(lastDay) => update({ lastDay })} />
          ) : null}
          <p className="muted">
            Mesi e anni si contano come vuole l'<CivilCode />: la scadenza cade nel giorno del mese corrispondente a quello iniziale e, se quel giorno manca,
            nell'ultimo giorno del mese (31 gennaio + 1 mese = 28 o 29 febbraio). Le settimane sono quelle ISO 8601, da lunedì a domenica.
          </p>
        </Card>
      }
    />
  );
}
