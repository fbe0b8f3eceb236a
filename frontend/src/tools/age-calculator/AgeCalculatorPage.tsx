import { useId } from 'react';
import { CIVIL_CODE_2963 } from '@orbita/proto-types/calendar-dates';
import { DateInput } from '../../components/ui/DateInput';
import { SplitToolLayout } from '../../components/layout/SplitToolLayout';
import { Alert } from '../../components/ui/Alert';
import { Card } from '../../components/ui/Card';
import { Field } from '../../components/ui/Field';
import { formatDay, formatNumber, plural } from '../../lib/format';
import { useUrlState } from '../../lib/url-state/use-url-state';
import { yearsMonthsDays } from '../../lib/calendar';
import { AGE_URL, computeAge, DEFAULT_AGE_FORM, type AgeForm } from './age-calculator.service';
import './age-calculator.css';

export default function AgeCalculatorPage() {
  const id = useId();
  const { value: form, update } = useUrlState<AgeForm>(AGE_URL, DEFAULT_AGE_FORM);
  // Exact and instant: the page works the age out with the service's own logic at each keystroke.
  const outcome = computeAge(form);

  return (
    <SplitToolLayout
      inputs={
        <Card title="Date" label="Dati del calcolo">
          <div className="field-pair">
            <Field label="Data di nascita" htmlFor={`${id}-birth`}>
              <DateInput id={`${id}-birth`} value={form.birthDate} onChange={(birthDate) => update({ birthDate })} />
            </Field>
            <Field label="Alla data (vuoto: oggi)" htmlFor={`${id}-on`}>
              <DateInput id={`${id}-on`} value={form.on} onChange={(on) => update({ on })} />
            </Field>
          </div>
        </Card>
      }
      result={
        <Card title="Risultato">
          {'error' in outcome ? (
            <Alert tone="error">{outcome.error}</Alert>
          ) : (
            <>
              <p className="age__result">
                <strong>{formatNumber(outcome.age.years)}</strong> {plural(outcome.age.years, 'anno', 'anni')}
              </p>
              <p>
                Età esatta: {yearsMonthsDays(outcome.age.years, outcome.age.months, outcome.age.days)}, al {formatDay(outcome.age.on.date)}.
              </p>
              <p>
                {formatNumber(outcome.age.daysLived)} {plural(outcome.age.daysLived, 'giorno vissuto', 'giorni vissuti')}.
              </p>
              <p>
                {outcome.age.birthdayToday ? (
                  <strong>Buon compleanno! Oggi compie {formatNumber(outcome.age.years)} anni.</strong>
                ) : (
                  <>
                    Prossimo compleanno ({formatNumber(outcome.age.nextBirthday.age)} anni): <strong>{outcome.age.nextBirthday.weekday} {formatDay(outcome.age.nextBirthday.date)}</strong>, tra{' '}
                    {formatNumber(outcome.age.nextBirthday.daysUntil)} {plural(outcome.age.nextBirthday.daysUntil, 'giorno', 'giorni')}.
                  </>
                )}
              </p>
              {outcome.age.leapDayBirth ? (
                <p className="muted">
                  Nato il 29 febbraio: negli anni non bisestili gli anni si compiono il 28 febbraio, ultimo giorno del mese (
                  <a href={CIVIL_CODE_2963.url} target="_blank" rel="noreferrer">
                    art. 2963 del codice civile
                  </a>
                  ).
                </p>
              ) : null}
            </>
          )}
        </Card>
      }
      more={
        <Card title="Come si conta">
          <p className="muted">
            Anni e mesi si compiono nel giorno del mese corrispondente a quello di nascita; se quel giorno manca, nell'ultimo giorno del mese, come per i
            termini dell'art. 2963 del codice civile. I giorni vissuti non contano il giorno di nascita.
          </p>
        </Card>
      }
    />
  );
}
