import { useState } from 'react';

/** What a text typed in the field reads as: a value the tool takes, nothing, or why it is neither. */
export type TypedReading = { value: string } | { empty: true } | { error: string };

interface ReadAsTypedInputProps {
  id: string;
  /** The value in use, in the tool's own form («2025-06-16», «15:30»), or empty. */
  value: string;
  onChange: (value: string) => void;
  read: (text: string) => TypedReading;
  /** How the value in use is shown while the visitor is not typing. */
  show?: (value: string) => string;
  placeholder: string;
  /** The format, said when the pointer rests on the field. */
  hint: string;
  inputMode?: 'numeric' | 'text';
}

/**
 * A plain text field read the Italian way in any browser, where the browser's own field (date, time) follows the
 * browser's language. The tool gets each complete value at once; a text that is not one is said under the field
 * when the visitor leaves it, and the value in use does not change.
 */
export function ReadAsTypedInput({ id, value, onChange, read, show = (shown) => shown, placeholder, hint, inputMode }: ReadAsTypedInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <>
      <input
        id={id}
        className="input"
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        placeholder={placeholder}
        title={hint}
        value={draft ?? show(value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          const reading = read(text);
          if ('value' in reading) {
            setProblem(null);
            if (reading.value !== value) onChange(reading.value);
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
