/** A yes/no answer as a link carries it ('si' or 'no'). */
export type YesNo = 'si' | 'no';

/** A checkbox for a yes/no setting of a form kept in the address, its whole line a 44 px target. */
export function YesNoCheck({ label, value, onChange }: { label: string; value: YesNo; onChange: (value: YesNo) => void }) {
  return (
    <label className="yes-no-check">
      <input type="checkbox" checked={value === 'si'} onChange={(event) => onChange(event.target.checked ? 'si' : 'no')} />
      {label}
    </label>
  );
}
