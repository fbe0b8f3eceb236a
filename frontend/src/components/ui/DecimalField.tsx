import { useId, type ReactNode } from 'react';
import { Field } from './Field';

interface DecimalFieldProps {
  label: ReactNode;
  value: string;
  onChange: (text: string) => void;
  hint?: ReactNode;
}

/**
 * A number typed as text, as Italians write it ("72,5"): the phone shows its decimal keypad, the
 * browser offers no autofill, and the page parses the text itself.
 */
export function DecimalField({ label, value, onChange, hint }: DecimalFieldProps) {
  const id = useId();
  return (
    <Field label={label} htmlFor={id} hint={hint}>
      <input id={id} className="input" inputMode="decimal" autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}
