import { useState } from 'react';
import { DATE_FORMAT_HINT, formatItalianDate, readItalianDate } from '../../lib/italian-date';

interface DateInputProps {
  id: string;
  /** The day in use, as ISO «YYYY-MM-DD» (or empty). */
  value: string;
  onChange: (iso: string) => void;
}

/**
 * A date typed the Italian way in any browser: the browser's own date field follows its language (an
 * English one reads «16/06/2025» as 6 December). The tool gets each complete day at once; a text that is
 * not one is said under the field when the visitor leaves it, and the day in use does not change.
 */
export function DateInput({ id, value, onChange }: DateInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = draft ?? formatItalianDate(value);
  // No range here: each tool says its own range, and why (a year whose legal rate is not fixed yet).
  const read = (text: string) => readItalianDate(text);
  return (
    <>
      <input
        id={id}
        className="input"
        type="text"
        autoComplete="off"
        placeholder="gg/mm/aaaa"
        title={DATE_FORMAT_HINT}
        value={shown}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          const reading = read(text);
          if ('iso' in reading) {
            setProblem(null);
            if (reading.iso !== value) onChange(reading.iso);
          }
        }}
        onBlur={() => {
          if (draft === null) return;
          const reading = read(draft);
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
