import { Icon } from './Icon';
import { SelectField } from './SelectField';
import './select-pair.css';

export interface Pair<T> {
  from: T;
  to: T;
}

interface SelectPairProps<T extends string | number> {
  value: Pair<T>;
  onChange: (pair: Pair<T>) => void;
  options: readonly T[];
  optionLabel?: (option: T) => string;
  labels: { from: string; to: string; swap: string };
}

/** Two selects over the same values, "from" and "to", with a button between them that swaps the two. */
export function SelectPair<T extends string | number>({ value, onChange, options, optionLabel, labels }: SelectPairProps<T>) {
  return (
    <div className="select-pair">
      <SelectField
        label={labels.from}
        value={value.from}
        options={options}
        optionLabel={optionLabel}
        onChange={(from) => onChange({ ...value, from })}
      />
      <button type="button" className="btn btn--secondary select-pair__swap" onClick={() => onChange({ from: value.to, to: value.from })}>
        <Icon name="exchange" size={18} />
        <span className="visually-hidden">{labels.swap}</span>
      </button>
      <SelectField label={labels.to} value={value.to} options={options} optionLabel={optionLabel} onChange={(to) => onChange({ ...value, to })} />
    </div>
  );
}
