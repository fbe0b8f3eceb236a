import { useId, useState, type ReactNode } from 'react';
import { Field } from './Field';

interface IntegerFieldProps {
  label: ReactNode;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  hint?: ReactNode;
}

/** The whole number a draft stands for, or null while it is empty, partial or out of range. */
export function integerFromDraft(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}

/**
 * A whole number the visitor can clear and retype: the text is theirs while they type (empty, or «2» on
 * the way to «20»), the tool gets each value that is in range, a value out of range is said under the
 * field, and leaving the field puts back the last value in use.
 */
export function IntegerField({ label, value, min, max, onChange, hint }: IntegerFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(value);
  const wrong = draft !== null && draft.trim() !== '' && integerFromDraft(draft, min, max) === null;
  return (
    <Field label={label} htmlFor={id} hint={hint} hintId={`${id}-hint`}>
      <input
        id={id}
        className="input"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        aria-invalid={wrong || undefined}
        aria-describedby={wrong ? `${id}-error` : hint ? `${id}-hint` : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          const next = integerFromDraft(event.target.value, min, max);
          if (next !== null) onChange(next);
        }}
        onBlur={() => setDraft(null)}
      />
      {wrong ? (
        <span className="field__error" id={`${id}-error`} role="alert">
          Scrivi un numero intero tra {min} e {max}
        </span>
      ) : null}
    </Field>
  );
}
