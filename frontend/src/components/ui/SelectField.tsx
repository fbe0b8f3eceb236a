import { useId } from 'react';
import { Field } from './Field';

interface SelectFieldProps<T extends string | number> {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
  /** The text of an option; the value itself when absent. */
  optionLabel?: (option: T) => string;
}

/** A labelled select over a fixed list of values; it hands back the chosen value with its own type. */
export function SelectField<T extends string | number>({ label, value, options, onChange, optionLabel = String }: SelectFieldProps<T>) {
  const id = useId();
  const choose = (text: string) => {
    const chosen = options.find((option) => String(option) === text);
    if (chosen !== undefined) onChange(chosen);
  };
  return (
    <Field label={label} htmlFor={id}>
      <select id={id} className="input" value={value} onChange={(event) => choose(event.target.value)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </Field>
  );
}
