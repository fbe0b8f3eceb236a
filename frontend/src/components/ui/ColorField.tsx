import { useId } from 'react';
import { Field } from './Field';

/** The colour picker only takes #rrggbb; anything else in the text box shows as black in it. */
export function pickerValue(text: string): string {
  const trimmed = text.trim();
  const withHash = trimmed.startsWith('#') ? trimmed : `#${trimmed}`;
  return /^#[0-9a-fA-F]{6}$/.test(withHash) ? withHash.toLowerCase() : '#000000';
}

interface ColorFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A colour chosen with the picker or typed as text; both stay in step. */
export function ColorField({ label, value, onChange }: ColorFieldProps) {
  const id = useId();
  return (
    <Field label={label} htmlFor={id}>
      <div className="color-input-row">
        <input
          type="color"
          aria-label={`Selettore: ${label}`}
          value={pickerValue(value)}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
        />
        <input id={id} className="input" value={value} spellCheck={false} autoComplete="off" onChange={(e) => onChange(e.target.value)} />
      </div>
    </Field>
  );
}
