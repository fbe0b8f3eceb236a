/** A loading line: the spinner is decorative, the text is read out. */
export function Loading({ label }: { label: string }) {
  return (
    <div className="loading-line" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
