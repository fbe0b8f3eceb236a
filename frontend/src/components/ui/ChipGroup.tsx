import { useId } from 'react';

interface ChipGroupProps<T extends { label: string }> {
  label: string;
  items: readonly T[];
  onChoose: (item: T) => void;
}

/** A labelled row of chips, each one filling the form with an example. */
export function ChipGroup<T extends { label: string }>({ label, items, onChoose }: ChipGroupProps<T>) {
  const id = useId();
  return (
    <>
      <p className="field__label" id={id}>
        {label}
      </p>
      <div className="chip-row" role="group" aria-labelledby={id}>
        {items.map((item) => (
          <button key={item.label} type="button" className="chip" onClick={() => onChoose(item)}>
            {item.label}
          </button>
        ))}
      </div>
    </>
  );
}
