import { DATE_FORMAT_HINT, formatItalianDate, readItalianDate } from '../../lib/italian-date';
import { ReadAsTypedInput, type TypedReading } from './ReadAsTypedInput';

interface DateInputProps {
  id: string;
  /** The day in use, as ISO «YYYY-MM-DD» (or empty). */
  value: string;
  onChange: (iso: string) => void;
}

// No range here: each tool says its own range, and why (a year whose legal rate is not fixed yet).
function readDate(text: string): TypedReading {
  const reading = readItalianDate(text);
  return 'iso' in reading ? { value: reading.iso } : reading;
}

/** A date typed the Italian way in any browser: an English browser's own date field reads «16/06/2025» as 6 December. */
export function DateInput({ id, value, onChange }: DateInputProps) {
  return <ReadAsTypedInput id={id} value={value} onChange={onChange} read={readDate} show={formatItalianDate} placeholder="gg/mm/aaaa" hint={DATE_FORMAT_HINT} />;
}
