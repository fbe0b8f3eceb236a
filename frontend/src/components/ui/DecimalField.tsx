import { useId, type ReactNode } from 'react';
import { readDecimal } from '../../lib/parse-decimal';
import { Field } from './Field';

interface DecimalFieldProps {
  label: ReactNode;
  value: string;
  onChange: (text: string) => void;
  hint?: ReactNode;
  placeholder?: string;
  required?: boolean;
  /** Units the visitor may type after the number («175 cm»); they must be the ones the tool reads with. */
  units?: readonly string[];
}

/**
 * A number typed as text, as Italians write it ("1.234,56"): the phone shows its decimal keypad, the
 * browser offers no autofill, the page parses the text with `readDecimal`, and a text that could mean two
 * numbers («1.234») gets a line under the field saying which one was read.
 */
export function DecimalField({ label, value, onChange, hint, placeholder, required, units }: DecimalFieldProps) {
  const id = useId();
  const reading = readDecimal(value, { units });
  const note = 'note' in reading ? reading.note : undefined;
  const described = [hint ? `${id}-hint` : '', note ? `${id}-note` : ''].filter(Boolean).join(' ');
  return (
    <Field label={label} htmlFor={id} hint={hint} hintId={`${id}-hint`}>
      <input
        id={id}
        className="input"
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        required={required}
        aria-describedby={described || undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {note ? (
        <span className="field__hint field__note" id={`${id}-note`} role="status">
          {note}
        </span>
      ) : null}
    </Field>
  );
}
