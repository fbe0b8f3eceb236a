interface TaskProgressProps {
  label: string;
  /** 0 to 1. */
  fraction: number;
  onCancel: () => void;
}

/** The bar of a file task running in a worker, with its «Annulla». */
export function TaskProgress({ label, fraction, onCancel }: TaskProgressProps) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="task-progress" role="status">
      <div className="task-progress__row">
        <span>
          {label} {percent}%
        </span>
        <button type="button" className="btn btn--secondary btn--small" onClick={onCancel}>
          Annulla
        </button>
      </div>
      <progress className="task-progress__bar" max={100} value={percent} aria-label={label} />
    </div>
  );
}
