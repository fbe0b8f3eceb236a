import { readItalianTime, TIME_FORMAT_HINT } from '../../lib/italian-time';
import { ReadAsTypedInput, type TypedReading } from './ReadAsTypedInput';

interface TimeInputProps {
  id: string;
  /** The time in use, as «HH:MM» (or empty). */
  value: string;
  onChange: (time: string) => void;
}

function readTime(text: string): TypedReading {
  const reading = readItalianTime(text);
  return 'time' in reading ? { value: reading.time } : reading;
}

/** A time typed the Italian way, on a 24-hour clock, in any browser: an English browser's own time field asks for AM and PM. */
export function TimeInput({ id, value, onChange }: TimeInputProps) {
  return <ReadAsTypedInput id={id} value={value} onChange={onChange} read={readTime} placeholder="hh:mm" hint={TIME_FORMAT_HINT} inputMode="numeric" />;
}
