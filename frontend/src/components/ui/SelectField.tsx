import { useId } from 'react';
import { Field } from './Field';

interface SelectFieldProps<T extends string | number> {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
  /** The text of an option; the value itself when absent. */
  optionLabel?: (option: T) => string;
  /**
   * Options written «Short (detail)»: the select shows the short part, so it is never cut on a phone, and the
   * detail of the chosen option is said under it.
   */
  detailUnder?: boolean;
}

/** «Sedentario (poco o nessun esercizio)» → its short part and «Poco o nessun esercizio»; a text without one stays whole. */
export function splitDetail(text: string): { short: string; detail: string | null } {
  const match = /^(.+?) \((.+)\)$/.exec(text);
  if (!match) return { short: text, detail: null };
  const detail = match[2]!;
  return { short: match[1]!, detail: detail.charAt(0).toUpperCase() + detail.slice(1) };
}

/** A labelled select over a fixed list of values; it hands back the chosen value with its own type. */
export function SelectField<T extends string | number>({ label, value, options, onChange, optionLabel = String, detailUnder = false }: SelectFieldProps<T>) {
  const id = useId();
  const shown = (option: T) => (detailUnder ? splitDetail(optionLabel(option)).short : optionLabel(option));
  const detail = detailUnder ? splitDetail(optionLabel(value)).detail : null;
  const choose = (text: string) => {
    const chosen = options.find((option) => String(option) === text);
    if (chosen !== undefined) onChange(chosen);
  };
  return (
    <Field label={label} htmlFor={id} hint={detail} hintId={detail ? `${id}-detail` : undefined}>
      <select id={id} className="input" value={value} aria-describedby={detail ? `${id}-detail` : undefined} onChange={(event) => choose(event.target.value)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {shown(option)}
          </option>
        ))}
      </select>
    </Field>
  );
}
