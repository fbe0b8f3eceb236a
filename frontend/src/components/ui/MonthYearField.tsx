import { useId } from 'react';

const MONTH_NAMES = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'];

interface MonthYearFieldProps {
  label: string;
  /** «2024-12». */
  value: string;
  onChange: (value: string) => void;
  firstYear: number;
  lastYear: number;
}

/**
 * A month of a year as two selects, «dicembre» and «2024»: the browser's own month field follows the browser's
 * language («December 2024» in an English one) and some browsers have none; these read in Italian everywhere.
 * A year outside the range (from a link) is kept as an option of its own, so the tool can say why it is refused.
 */
export function MonthYearField({ label, value, onChange, firstYear, lastYear }: MonthYearFieldProps) {
  const id = useId();
  const [yearText = '', monthText = ''] = value.split('-');
  const month = Number(monthText);
  const year = Number(yearText);
  const years = Array.from({ length: lastYear - firstYear + 1 }, (_, index) => lastYear - index);
  if (Number.isInteger(year) && year > 0 && !years.includes(year)) years.push(year);
  const set = (nextYear: number, nextMonth: number) => onChange(`${String(nextYear).padStart(4, '0')}-${String(nextMonth).padStart(2, '0')}`);
  return (
    <fieldset className="field month-year" aria-labelledby={`${id}-label`}>
      <legend id={`${id}-label`} className="field__label">
        {label}
      </legend>
      <div className="field-pair">
        <select className="input" aria-label={`${label}: mese`} value={month >= 1 && month <= 12 ? month : ''} onChange={(event) => set(year || lastYear, Number(event.target.value))}>
          {month >= 1 && month <= 12 ? null : <option value="">mese</option>}
          {MONTH_NAMES.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </select>
        <select className="input" aria-label={`${label}: anno`} value={years.includes(year) ? year : ''} onChange={(event) => set(Number(event.target.value), month >= 1 && month <= 12 ? month : 1)}>
          {years.includes(year) ? null : <option value="">anno</option>}
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
