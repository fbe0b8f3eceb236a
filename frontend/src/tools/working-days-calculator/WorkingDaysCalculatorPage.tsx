import { useId } from 'react';
import { DateInput } from '../../components/ui/DateInput';
import { SplitToolLayout } from '../../components/layout/SplitToolLayout';
import { Card } from '../../components/ui/Card';
import { DecimalField } from '../../components/ui/DecimalField';
import { Field } from '../../components/ui/Field';
import { SelectField } from '../../components/ui/SelectField';
import { ResultCard } from '../../components/ui/ResultCard';
import { RulesList } from '../../components/ui/RulesList';
import { formatDay, formatNumber, plural } from '../../lib/format';
import { useLatestRequest } from '../../lib/use-latest-request';
import { useUrlState } from '../../lib/url-state/use-url-state';
import { countWorkingDays, WORKDAYS_ERROR, workingDaysInPage } from './api/count-working-days';
import {
  DEFAULT_WORKING_DAYS_FORM,
  MODE_LABELS,
  MODE_OPTIONS,
  PATRON_OPTIONS,
  patronLabel,
  toWorkingDaysRequest,
  WORKING_DAYS_URL,
  type WorkingDaysForm,
} from './working-days-calculator.service';
import './working-days-calculator.css';

// Worked out in the page (workingDaysInPage); the service's answer would be the same.
const SEND_DELAY_MS = 0;

export default function WorkingDaysCalculatorPage() {
  const id = useId();
  const { value: form, update } = useUrlState<WorkingDaysForm>(WORKING_DAYS_URL, DEFAULT_WORKING_DAYS_FORM);
  const answer = useLatestRequest(toWorkingDaysRequest(form), countWorkingDays, { delayMs: SEND_DELAY_MS, fallbackError: WORKDAYS_ERROR, local: workingDaysInPage });

  return (
    <SplitToolLayout
      inputs={
        <Card title="Dati">
          <SelectField label="Calcolo" value={form.mode} options={MODE_OPTIONS} optionLabel={(mode) => MODE_LABELS[mode]} onChange={(mode) => update({ mode })} />
          {/* Side by side even on a phone, so that the answer under them stays on the first screen. */}
          <div className="field-pair">
            <Field label={form.mode === 'count' ? 'Dal (incluso)' : 'Data di partenza'} htmlFor={`${id}-from`}>
              <DateInput id={`${id}-from`} value={form.from} onChange={(from) => update({ from })} />
            </Field>
            {form.mode === 'count' ? (
              <Field label="Al (incluso)" htmlFor={`${id}-to`}>
                <DateInput id={`${id}-to`} value={form.to} onChange={(to) => update({ to })} />
              </Field>
            ) : (
              <DecimalField label="Giorni lavorativi da aggiungere" units={['giorni', 'giorno']} value={form.add} onChange={(add) => update({ add })} />
            )}
          </div>
        </Card>
      }
      result={
        <ResultCard answer={answer} loadingLabel="Calcolo in corso…">
          {(result) => (
            <>
              {result.workingDays !== undefined ? (
                <p className="workdays__result">
                  <strong>{formatNumber(result.workingDays)}</strong> {plural(result.workingDays, 'giorno lavorativo', 'giorni lavorativi')}
                </p>
              ) : null}
              {result.date ? (
                <p className="workdays__result">
                  <strong>{formatDay(result.date)}</strong>
                </p>
              ) : null}
              <p className="muted">
                {formatNumber(result.calendarDays)} {plural(result.calendarDays, 'giorno', 'giorni')} di calendario, di cui {formatNumber(result.weekendDays)} di sabato o domenica.
              </p>
              <h3 className="workdays__holidays-title">Festività incontrate</h3>
              {result.holidays.length === 0 ? (
                <p className="muted">Nessuna festività nel periodo.</p>
              ) : (
                <ul className="workdays__holidays">
                  {result.holidays.map((holiday) => (
                    <li key={holiday.date}>
                      <span>{formatDay(holiday.date)}</span> — {holiday.name}
                      {holiday.weekend ? <span className="muted"> (cade nel weekend)</span> : null}
                    </li>
                  ))}
                </ul>
              )}
              <RulesList heading="Regole del calendario in vigore nel periodo" rules={result.rules} />
            </>
          )}
        </ResultCard>
      }
      more={
        <Card title="Festività">
          <SelectField label="Santo patrono (facoltativo)" value={form.patron} options={PATRON_OPTIONS} optionLabel={patronLabel} onChange={(patron) => update({ patron })} />
          <p className="muted">Sono esclusi sabati, domeniche e festività nazionali, compreso il Lunedì dell'Angelo.</p>
        </Card>
      }
    />
  );
}
