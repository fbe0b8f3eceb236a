import { useState } from 'react';
import { readItalianTime, TIME_FORMAT_HINT } from '../../lib/italian-time';

interface TimeInputProps {
  id: string;
  /** The time in use, as «HH:MM» (or empty). */
  value: string;
  onChange: (time: string) => void;
}

/**
 * A time typed the Italian way, on a 24-hour clock, in any browser (an English one's time field asks for AM and
 * PM). As with dates, each complete time reaches the tool at once; a text that is not one is said under the
 * field when the visitor leaves it, and the time in use does not change.
 */
export function TimeInput({ id, value, onChange }: TimeInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <>
      <input
        id={id}
        className="input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="hh:mm"
        title={TIME_FORMAT_HINT}
        value={draft ?? value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          const reading = readItalianTime(text);
          if ('time' in reading) {
            setProblem(null);
            if (reading.time !== value) onChange(reading.time);
          }
        }}
        onBlur={() => {
          if (draft === null) return;
          const reading = readItalianTime(draft);
          if ('error' in reading) {
            setProblem(reading.error);
            return;
          }
          if ('empty' in reading && value !== '') onChange('');
          setProblem(null);
          setDraft(null);
        }}
      />
      {problem ? (
        <span className="field__error" id={`${id}-problem`} role="alert">
          {problem}
        </span>
      ) : null}
    </>
  );
}
